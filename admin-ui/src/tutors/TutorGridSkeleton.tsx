import { PersonGridSkeleton } from '../common/PersonGridSkeleton';

/** The grid's shape while the tutors load. */
export const TutorGridSkeleton = () => (
  <PersonGridSkeleton
    label="Loading tutors"
    minCardWidth={320}
    cards={3}
    cardPadding={2.5}
    headingWidths={['60%', '80%']}
    chipWidth={150}
    lineWidths={[undefined, undefined, '70%']}
  />
);
