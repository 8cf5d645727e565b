import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import type { HealthResponse } from '@portal/contracts';
import { formatDuration } from './formatDuration';
import { spreadRowSx } from '../common/spreadRowSx';

export interface StatusHeaderProps {
  health?: HealthResponse;
  /** When the shown answer arrived (ms since epoch); 0 while nothing has arrived. */
  updatedAt: number;
  /** 1 on its own page, 2 as a section of the dashboard. */
  headingLevel?: 1 | 2;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export const StatusHeader = ({ health, updatedAt, headingLevel = 1 }: StatusHeaderProps) => (
  <Box component="header" sx={{ ...spreadRowSx('center', 2), mb: 3 }}>
    <Box>
      <Typography
        variant={headingLevel === 1 ? 'h1' : 'h2'}
        sx={headingLevel === 1 ? undefined : { fontSize: '1.35rem' }}
      >
        System status
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {health
          ? `Up ${formatDuration(health.uptimeSeconds)} · roles: ${health.roles.join(', ')} · checked at ${timeFormat.format(updatedAt)}`
          : 'Infrastructure and read-model health of this 11+ Portal deployment'}
      </Typography>
    </Box>
    {health ? (
      <Box role="status" aria-live="polite">
        {health.status === 'ok' ? (
          <Chip icon={<CheckCircleRoundedIcon />} label="All systems operational" color="success" />
        ) : (
          <Chip icon={<WarningAmberRoundedIcon />} label="Degraded: read models are behind" color="warning" />
        )}
      </Box>
    ) : null}
  </Box>
);
