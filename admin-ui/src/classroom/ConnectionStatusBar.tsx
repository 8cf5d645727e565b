import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import PowerRoundedIcon from '@mui/icons-material/PowerRounded';
import type { ReactElement } from 'react';
import { StatusChip, type StatusTone } from '../common/StatusChip';
import type { ConnectionStatus } from './tutorClassroomState';

export interface ConnectionStatusBarProps {
  status: ConnectionStatus;
  onConnect: () => void;
}

const LOOK: Record<ConnectionStatus, { label: string; tone: StatusTone }> = {
  connected: { label: 'Connected', tone: 'success' },
  connecting: { label: 'Connecting…', tone: 'info' },
  disconnected: { label: 'Disconnected', tone: 'neutral' },
  error: { label: 'Connection error', tone: 'error' },
};

const ICONS: Record<ConnectionStatus, ReactElement> = {
  connected: <CloudDoneRoundedIcon />,
  connecting: <CircularProgress size={14} aria-hidden />,
  disconnected: <CloudOffRoundedIcon />,
  error: <ErrorOutlineRoundedIcon />,
};

/** The header's connection status, and Connect while there is no working connection. */
export const ConnectionStatusBar = ({ status, onConnect }: ConnectionStatusBarProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <Box role="status" aria-label={`Connection: ${LOOK[status].label}`}>
      <StatusChip label={LOOK[status].label} tone={LOOK[status].tone} icon={ICONS[status]} />
    </Box>
    {status === 'connected' ? null : (
      <Button
        variant="outlined"
        size="small"
        startIcon={<PowerRoundedIcon />}
        onClick={onConnect}
        disabled={status === 'connecting'}
      >
        Connect
      </Button>
    )}
  </Box>
);
