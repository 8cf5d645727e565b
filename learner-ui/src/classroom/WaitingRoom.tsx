import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { CLASSROOM_LIMITS } from '@portal/contracts';
import { IconBadge } from '@portal/ui-shared';
import { lightPalette } from '@portal/ui-shared/theme';
import type { QuizLoad } from './classroomState';
import { SessionBadge } from './SessionBadge';
import { StageHeading } from './StageHeading';

export interface WaitingRoomProps {
  sessionCode: string;
  sessionTitle: string;
  quizLoad: QuizLoad;
  onLeave: () => void;
}

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.08); opacity: 0.75; }
`;

/** Connected: in the session, waiting for the tutor to send the quiz. */
export const WaitingRoom = ({ sessionCode, sessionTitle, quizLoad, onLeave }: WaitingRoomProps) => (
  <Card
    sx={{
      p: { xs: 3, sm: 5 },
      display: 'grid',
      justifyItems: 'center',
      gap: 2,
      textAlign: 'center',
      minWidth: 0,
    }}
  >
    <IconBadge
      size={88}
      iconSize={48}
      sx={{
        bgcolor: lightPalette.secondary.soft,
        color: 'secondary.dark',
        animation: `${pulse} 2.4s ease-in-out infinite`,
      }}
    >
      <HourglassTopRoundedIcon />
    </IconBadge>
    <StageHeading align="center">Waiting for the tutor to start the quiz</StageHeading>
    <SessionBadge code={sessionCode} title={sessionTitle} />
    <Typography color="text.secondary" sx={{ maxWidth: 440 }} role="status">
      {quizLoad.status === 'loading'
        ? `Loading the quiz… (attempt ${quizLoad.attempt} of ${CLASSROOM_LIMITS.quizDataAttempts})`
        : "You're in! Keep this page open: the first question appears here as soon as your tutor starts."}
    </Typography>
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<LogoutRoundedIcon />}
      onClick={onLeave}
      sx={{ mt: 1 }}
    >
      Leave Session
    </Button>
  </Card>
);
