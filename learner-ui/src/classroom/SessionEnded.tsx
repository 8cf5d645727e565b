import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import ListAltRoundedIcon from '@mui/icons-material/ListAltRounded';
import {
  CLASSROOM_MESSAGES,
  isPendingResults,
  type StudentQuizResults,
  type StudentSessionQuiz,
} from '@portal/contracts';
import { IconBadge } from '@portal/ui-shared';
import { lightPalette } from '@portal/ui-shared/theme';
import { PendingResults } from './PendingResults';
import { QuizResults } from './QuizResults';
import { StageHeading } from './StageHeading';

export interface SessionEndedProps {
  /** what the tutor said when ending, if anything beyond the usual text */
  message: string | null;
  results: StudentQuizResults | null;
  quiz: StudentSessionQuiz | null;
  onBackToClassroom: () => void;
}

/** Ended: the tutor closed the session; the student's result stays on screen if they had submitted. */
export const SessionEnded = ({ message, results, quiz, onBackToClassroom }: SessionEndedProps) => (
  <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
    <Card sx={{ p: { xs: 3, sm: 5 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
      <IconBadge
        size={80}
        iconSize={44}
        sx={{ bgcolor: lightPalette.secondary.soft, color: 'secondary.dark' }}
      >
        <EmojiEventsRoundedIcon />
      </IconBadge>
      <StageHeading align="center">Session Ended</StageHeading>
      <Typography sx={{ fontSize: '1.1rem' }}>{CLASSROOM_MESSAGES.sessionEnded}</Typography>
      {message && message !== CLASSROOM_MESSAGES.sessionEnded && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          “{message}”
        </Typography>
      )}
      <Button variant="contained" size="large" startIcon={<ListAltRoundedIcon />} onClick={onBackToClassroom}>
        Back to Classroom
      </Button>
    </Card>
    {results &&
      (isPendingResults(results) ? (
        <PendingResults results={results} asStage={false} />
      ) : (
        <QuizResults results={results} quiz={quiz} asStage={false} />
      ))}
  </Box>
);
