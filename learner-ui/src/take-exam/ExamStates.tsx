import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { ErrorState } from '@portal/ui-shared';
import { TAKE_EXAM_MESSAGES } from './useExamAttempt';

/** While the attempt opens. */
export const ExamLoading = () => (
  <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
    <Typography sx={{ fontWeight: 700 }}>Getting your exam ready…</Typography>
    <Skeleton variant="rounded" height={72} />
    <Skeleton variant="rounded" height={320} />
    <Skeleton variant="rounded" height={120} />
  </Box>
);

export interface ExamLoadErrorProps {
  backButton: ReactNode;
  detail: string | null;
  onRetry: () => void;
}

/** The attempt could not be opened: the server's reason when it gave one, and Retry. */
export const ExamLoadError = ({ backButton, detail, onRetry }: ExamLoadErrorProps) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Box>{backButton}</Box>
    <ErrorState
      title={TAKE_EXAM_MESSAGES.loadFailed}
      message={detail ?? undefined}
      onRetry={onRetry}
      retryLabel="Retry"
    />
  </Box>
);

/** Submitted: shown for a second before the results. */
export const ExamSubmitted = () => (
  <Card
    role="status"
    sx={{ p: { xs: 4, sm: 6 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
  >
    <CheckCircleRoundedIcon aria-hidden color="success" sx={{ fontSize: 72 }} />
    <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
      Exam submitted!
    </Typography>
    <Typography color="text.secondary">Well done. Taking you to your results…</Typography>
    <CircularProgress size={28} />
  </Card>
);
