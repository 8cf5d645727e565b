import { ComingSoonPage } from '../placeholders/ComingSoonPage';

/** Skeleton: replaced by the real screen of issue 6. */
export const StudentGroupAssignments = () => <ComingSoonPage page="assignments" />;
