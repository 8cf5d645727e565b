import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import { headingFontFamily } from '@portal/ui-shared/theme';
import type { Accent } from '../dashboard/accentColors';
import { IconWell } from '../dashboard/IconWell';
import { tileGrid } from '../dashboard/responsiveGrid';
import type { ScheduleCounters as Counters } from './scheduleSections';

export interface ScheduleCountersProps {
  /** null while the first list loads */
  counters: Counters | null;
  showCancelled: boolean;
}

interface CounterSpec {
  key: keyof Counters;
  label: string;
  icon: typeof SvgIcon;
  accent: Accent;
}

// the summary card labels the Past section as Completed (spec 002 §2.3)
const COUNTERS: readonly CounterSpec[] = [
  { key: 'upcoming', label: 'Upcoming', icon: EventAvailableRoundedIcon, accent: 'indigo' },
  { key: 'active', label: 'Active', icon: PlayCircleOutlineRoundedIcon, accent: 'green' },
  { key: 'completed', label: 'Completed', icon: TaskAltRoundedIcon, accent: 'blue' },
  { key: 'cancelled', label: 'Cancelled', icon: EventBusyRoundedIcon, accent: 'yellow' },
];

/** The summary cards as a description list, read "Upcoming, 2". */
export const ScheduleCounters = ({ counters, showCancelled }: ScheduleCountersProps) => {
  const shown = COUNTERS.filter((spec) => showCancelled || spec.key !== 'cancelled');
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        component="dl"
        aria-label="Schedule summary"
        aria-busy={counters ? undefined : true}
        sx={tileGrid(shown.length, { md: shown.length })}
      >
        {shown.map((spec) => (
          <Card key={spec.key} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0 }}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                fontWeight: 600,
              }}
            >
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {spec.label}
              </Box>
              <IconWell icon={spec.icon} accent={spec.accent} size={36} />
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontFamily: headingFontFamily,
                fontWeight: 800,
                fontSize: { xs: '1.5rem', sm: '1.75rem' },
                lineHeight: 1.1,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {counters ? counters[spec.key] : <Skeleton width={32} />}
            </Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
