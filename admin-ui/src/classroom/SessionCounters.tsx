import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import WifiRoundedIcon from '@mui/icons-material/WifiRounded';
import { useId, type ReactElement } from 'react';
import type { SessionCounters as Counters } from './sessionStats';

export interface SessionCountersProps {
  counters: Counters;
}

const ITEMS: { key: keyof Counters; label: string; icon: ReactElement; hint: string }[] = [
  { key: 'total', label: 'Total Students', icon: <GroupsRoundedIcon />, hint: 'joined this session' },
  { key: 'active', label: 'Active', icon: <WifiRoundedIcon />, hint: 'connected now' },
  { key: 'answered', label: 'Answered', icon: <EditRoundedIcon />, hint: 'gave at least one answer' },
  { key: 'submitted', label: 'Submitted', icon: <CheckCircleRoundedIcon />, hint: 'finished the quiz' },
];

/** The four counters of the active session; each figure is labelled by its name. */
export const SessionCounters = ({ counters }: SessionCountersProps) => {
  const id = useId();
  return (
    <Box
      component="dl"
      aria-label="Session counters"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {ITEMS.map((item) => (
        <Card key={item.key} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Typography
            component="dt"
            id={`${id}-${item.key}`}
            variant="body2"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              fontWeight: 600,
              color: 'text.secondary',
              '& svg': { fontSize: 18, color: 'primary.main' },
            }}
          >
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              {item.icon}
            </Box>
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.label}
            </Box>
          </Typography>
          <Typography
            component="dd"
            aria-labelledby={`${id}-${item.key}`}
            sx={{
              m: 0,
              mt: 0.5,
              fontWeight: 800,
              fontSize: { xs: '1.6rem', sm: '2rem' },
              lineHeight: 1.1,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {counters[item.key]}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {item.hint}
          </Typography>
        </Card>
      ))}
    </Box>
  );
};
