import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventSeatRoundedIcon from '@mui/icons-material/EventSeatRounded';
import PeopleAltRoundedIcon from '@mui/icons-material/PeopleAltRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import type { ActiveSessionItem } from '@portal/contracts';
import { lightPalette } from '@portal/ui-shared/theme';
import { CodeEntryForm } from './CodeEntryForm';
import { StageHeading } from './StageHeading';
import { PLAIN_LIST, SpreadRow } from '@portal/ui-shared';

export interface SessionBrowserProps {
  /** null while the list has not arrived */
  sessions: readonly ActiveSessionItem[] | null;
  refreshing: boolean;
  connected: boolean;
  joining: string | null;
  lastCode: string | null;
  onRefresh: () => void;
  onJoin: (code: string) => void;
}

function participants(count: number): string {
  return `${count} ${count === 1 ? 'student' : 'students'}`;
}

const SessionRow = ({
  session,
  joining,
  onJoin,
}: {
  session: ActiveSessionItem;
  joining: string | null;
  onJoin: (code: string) => void;
}) => (
  <Card
    component="li"
    sx={{
      p: { xs: 1.5, sm: 2 },
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1.5,
      boxShadow: 'none',
    }}
  >
    <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        {session.quizTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Chip
          size="small"
          label={session.id}
          sx={{
            fontFamily: 'monospace',
            fontWeight: 700,
            letterSpacing: 0.5,
            bgcolor: lightPalette.primary.soft,
          }}
        />
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            color: 'text.secondary',
            fontSize: '0.9rem',
          }}
        >
          <PeopleAltRoundedIcon aria-hidden sx={{ fontSize: 18 }} />
          {participants(session.participantCount)}
        </Box>
      </Box>
    </Box>
    <Button
      variant="contained"
      onClick={() => onJoin(session.id)}
      disabled={joining !== null}
      aria-label={`Join ${session.quizTitle} (${session.id})`}
      startIcon={
        joining === session.id ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
      }
      sx={{ minWidth: 104, minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      Join
    </Button>
  </Card>
);

/**
 * Classroom / browsing: the Active Quiz Sessions list (quiz title, code, participant count) with
 * Refresh Sessions, and the manual code entry below it.
 */
export const SessionBrowser = ({
  sessions,
  refreshing,
  connected,
  joining,
  lastCode,
  onRefresh,
  onJoin,
}: SessionBrowserProps) => (
  <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, minWidth: 0 }}>
    <SpreadRow gap={1.5}>
      <StageHeading>Active Quiz Sessions</StageHeading>
      <Button
        variant="outlined"
        onClick={onRefresh}
        disabled={refreshing || !connected}
        startIcon={refreshing ? <CircularProgress size={18} aria-hidden /> : <RefreshRoundedIcon />}
      >
        Refresh Sessions
      </Button>
    </SpreadRow>

    {joining !== null && (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
        Joining session <strong>{joining}</strong>…
      </Alert>
    )}

    {sessions === null ? (
      <Box role="status" aria-label="Loading active sessions" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography color="text.secondary">
          {connected ? 'Looking for active sessions…' : 'Connecting to the classroom…'}
        </Typography>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={76} />
        ))}
      </Box>
    ) : sessions.length === 0 ? (
      <Box
        sx={{
          p: { xs: 2.5, sm: 3 },
          borderRadius: 3,
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
        }}
      >
        <EventSeatRoundedIcon aria-hidden color="primary" sx={{ fontSize: 40 }} />
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          No active sessions right now
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          When your tutor starts a quiz it appears here. Tap Refresh Sessions, or type the code your tutor
          shows you.
        </Typography>
      </Box>
    ) : (
      <Box component="ul" aria-label="Active quiz sessions" sx={{ ...PLAIN_LIST, display: 'grid', gap: 1.5 }}>
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} joining={joining} onJoin={onJoin} />
        ))}
      </Box>
    )}

    <Divider>
      <Typography variant="body2" color="text.secondary">
        or
      </Typography>
    </Divider>

    <Box component="section" aria-labelledby="classroom-code-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="classroom-code-heading" variant="h3" sx={{ fontSize: '1.1rem' }}>
        Got a code from your tutor?
      </Typography>
      <CodeEntryForm view="browse" initialCode={lastCode} joining={joining} onJoin={onJoin} />
    </Box>
  </Card>
);
