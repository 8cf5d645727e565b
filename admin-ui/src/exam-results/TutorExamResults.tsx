import { ComingSoonPage } from '../placeholders/ComingSoonPage';

/** Skeleton: replaced by the real screen of issue 7. */
export const TutorExamResults = () => <ComingSoonPage page="analytics" />;
