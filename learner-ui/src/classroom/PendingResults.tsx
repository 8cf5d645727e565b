import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import ListAltRoundedIcon from '@mui/icons-material/ListAltRounded';
import type { PendingQuizResults } from '@portal/contracts';
import { StageHeading } from './StageHeading';

export interface PendingResultsProps {
  results: PendingQuizResults;
  /** 'Quiz Complete' when shown as the stage; a sub-heading inside Session Ended */
  asStage: boolean;
  onBackToClassroom?: () => void;
}

/** Text shown while the session runs: the score and the answers come when the tutor ends it (issue 16). */
export const RESULTS_AFTER_SESSION =
  'Your score and the correct answers appear here when your tutor ends the session.';

/**
 * A submission while classmates still answer: how many questions were answered, no score and no
 * answer key (the server sends neither until the tutor ends the session).
 */
export const PendingResults = ({ results, asStage, onBackToClassroom }: PendingResultsProps) => (
  <Card sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
    {asStage ? (
      <StageHeading align="center">Quiz Complete</StageHeading>
    ) : (
      <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
        Your result
      </Typography>
    )}
    <HourglassTopRoundedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
    <Typography sx={{ fontWeight: 700 }}>
      Answers sent: {results.answeredQuestions} of {results.totalQuestions} questions answered.
    </Typography>
    <Typography color="text.secondary">
      {asStage ? RESULTS_AFTER_SESSION : 'Your results were not released.'}
    </Typography>
    {onBackToClassroom && (
      <Button variant="outlined" startIcon={<ListAltRoundedIcon />} onClick={onBackToClassroom}>
        Back to Classroom
      </Button>
    )}
  </Card>
);
