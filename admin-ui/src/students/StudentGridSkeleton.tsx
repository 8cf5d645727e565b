import { PersonGridSkeleton } from '../common/PersonGridSkeleton';

/** Cards of the same shape as the loaded ones, so nothing jumps when the answer arrives. */
export const StudentGridSkeleton = () => (
  <PersonGridSkeleton
    label="Loading students"
    minCardWidth={300}
    cards={6}
    cardPadding={2}
    centred
    headingWidths={['70%', '40%']}
    chipWidth={72}
    lineWidths={['85%', '75%', '65%', '55%']}
  />
);
