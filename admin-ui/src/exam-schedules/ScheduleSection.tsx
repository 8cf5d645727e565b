import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ScheduleCard } from './ScheduleCard';
import { cardGridSx } from '../common/cardGridSx';
import type { ScheduleItem } from './schedulesApi';

export interface ScheduleSectionProps {
  id: string;
  heading: string;
  empty: string;
  schedules: ScheduleItem[];
  /** show this many until "Show all" (the completed section shows 4) */
  limit?: number;
  onProgress: (schedule: ScheduleItem) => void;
  onEdit: (schedule: ScheduleItem) => void;
  onCancel: (schedule: ScheduleItem) => void;
  onReleaseResults?: (schedule: ScheduleItem) => void;
}

/** One section of the page: its heading with a count, the cards, and "Show all" when cut short. */
export const ScheduleSection = ({
  id,
  heading,
  empty,
  schedules,
  limit,
  onProgress,
  onEdit,
  onCancel,
  onReleaseResults,
}: ScheduleSectionProps) => {
  const [expanded, setExpanded] = useState(false);
  const headingId = `schedule-section-${id}`;
  const cut = limit !== undefined && !expanded && schedules.length > limit;
  const shown = cut ? schedules.slice(0, limit) : schedules;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {heading}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          ({schedules.length})
        </Box>
      </Typography>
      {schedules.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={cardGridSx(320)} aria-label={heading}>
          {shown.map((schedule) => (
            <li key={schedule.id}>
              <ScheduleCard
                schedule={schedule}
                onProgress={() => onProgress(schedule)}
                onEdit={() => onEdit(schedule)}
                onCancel={() => onCancel(schedule)}
                {...(onReleaseResults && { onReleaseResults: () => onReleaseResults(schedule) })}
              />
            </li>
          ))}
        </Box>
      )}
      {limit !== undefined && schedules.length > limit ? (
        <Button
          size="small"
          onClick={() => setExpanded((value) => !value)}
          sx={{ mt: 1 }}
          aria-expanded={expanded}
        >
          {expanded ? 'Show fewer' : `Show all ${schedules.length}`}
        </Button>
      ) : null}
    </Box>
  );
};
