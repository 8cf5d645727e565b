import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import SyncRoundedIcon from '@mui/icons-material/SyncRounded';
import { CLASSROOM_LIMITS } from '@portal/contracts';
import type { ConnectionStatus } from './classroomState';
import { SpreadRow } from '@portal/ui-shared';

export interface ClassroomHeaderProps {
  connection: ConnectionStatus;
  reconnectAttempt: number | null;
}

function statusChip(connection: ConnectionStatus, attempt: number | null) {
  switch (connection) {
    case 'connected':
      return { label: 'Connected', color: 'success' as const, icon: <CloudDoneRoundedIcon /> };
    case 'connecting':
      return {
        label:
          attempt === null
            ? 'Connecting…'
            : `Reconnecting (${attempt} of ${CLASSROOM_LIMITS.reconnectionAttempts})`,
        color: 'warning' as const,
        icon: <SyncRoundedIcon />,
      };
    case 'error':
      return { label: 'Connection error', color: 'error' as const, icon: <ErrorOutlineRoundedIcon /> };
    case 'disconnected':
      return { label: 'Not connected', color: 'default' as const, icon: <CloudOffRoundedIcon /> };
    default: {
      const unknown: never = connection;
      return unknown;
    }
  }
}

/** The page title ('Join Classroom Quiz') with the connection status beside it. */
export const ClassroomHeader = ({ connection, reconnectAttempt }: ClassroomHeaderProps) => {
  const chip = statusChip(connection, reconnectAttempt);
  return (
    <SpreadRow component="header" gap={1.5} align="flex-start">
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          Join Classroom Quiz
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Live quizzes your tutor runs in class.
        </Typography>
      </Box>
      <Box role="status" aria-live="polite" sx={{ flexShrink: 0 }}>
        <Chip
          icon={chip.icon}
          label={chip.label}
          color={chip.color}
          variant={connection === 'connected' ? 'filled' : 'outlined'}
          aria-label={`Connection: ${chip.label}`}
          sx={{ fontWeight: 700 }}
        />
      </Box>
    </SpreadRow>
  );
};
