import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { LoadingRegion } from '@portal/ui-shared';
import { cardGridSx } from './cardGridSx';

export interface PersonGridSkeletonProps {
  /** "Loading students" */
  label: string;
  /** The grid's narrowest card, as the loaded grid has it. */
  minCardWidth: Parameters<typeof cardGridSx>[0];
  cards: number;
  cardPadding: number;
  /** The avatar and the two lines beside it centred, or top-aligned. */
  centred?: boolean;
  /** The widths of the name and the line under it. */
  headingWidths: readonly [string, string];
  chipWidth: number;
  /** The card's detail lines (undefined: the full width). */
  lineWidths: readonly (string | undefined)[];
}

/** Cards of the same shape as a loaded people grid (students, tutors), so nothing jumps. */
export const PersonGridSkeleton = ({
  label,
  minCardWidth,
  cards,
  cardPadding,
  centred = false,
  headingWidths,
  chipWidth,
  lineWidths,
}: PersonGridSkeletonProps) => (
  <LoadingRegion label={label} sx={cardGridSx(minCardWidth)}>
    {Array.from({ length: cards }, (_, key) => (
      <Card key={key} sx={{ p: cardPadding, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, ...(centred ? { alignItems: 'center' } : {}) }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width={headingWidths[0]} />
            <Skeleton variant="text" width={headingWidths[1]} />
          </Box>
        </Box>
        <Skeleton variant="rounded" width={chipWidth} height={24} />
        {lineWidths.map((width, line) => (
          <Skeleton key={line} variant="text" width={width} />
        ))}
      </Card>
    ))}
  </LoadingRegion>
);
