import Box from '@mui/material/Box';
import { LoadingRegion } from '@portal/ui-shared';
import { statGridSx } from '../dashboard/responsiveGrid';
import { StatCard, type StatCardLook } from '../dashboard/StatCard';
import { StatCardSkeleton } from '../dashboard/StatCardSkeleton';

export interface Figure {
  spec: StatCardLook;
  value: string;
}

/** An analytics page's row of small figure cards (a description list, one card a figure). */
export const FigureCards = ({ label, figures }: { label: string; figures: readonly Figure[] }) => (
  <Box component="dl" aria-label={label} sx={statGridSx}>
    {figures.map((figure) => (
      <StatCard key={figure.spec.label} size="small" spec={figure.spec} value={figure.value} />
    ))}
  </Box>
);

/** The four small cards' places while the figures load. */
export const FigureCardsSkeleton = ({ label }: { label?: string }) => {
  const cards = [0, 1, 2, 3].map((key) => <StatCardSkeleton key={key} size="small" />);
  // inside a region that already says what loads, the cards are only its shapes
  return label ? (
    <LoadingRegion label={label} sx={statGridSx}>
      {cards}
    </LoadingRegion>
  ) : (
    <Box sx={statGridSx}>{cards}</Box>
  );
};
