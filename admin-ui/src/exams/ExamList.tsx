import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileUploadRoundedIcon from '@mui/icons-material/FileUploadRounded';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import type { ExamSummary } from '@portal/contracts';
import { EmptyState, ErrorState } from '@portal/ui-shared';
import { cardGridSx } from '../common/cardGridSx';
import { CONSOLE_URL } from '../providers/authProvider';
import { ExamCard } from './ExamCard';
import { UI_MESSAGES } from './examForm';

export interface ExamListProps {
  exams: ExamSummary[] | undefined;
  failed: boolean;
  /** e.g. the server's reason for the failure */
  failureDetail?: string | undefined;
  /** the session ended: Retry becomes "Sign in again" */
  signedOut?: boolean;
  onRetry: () => void;
  onCreate: () => void;
  onImport: () => void;
  onView: (exam: ExamSummary) => void;
  onEdit: (exam: ExamSummary) => void;
  onDelete: (exam: ExamSummary) => void;
}

const gridSx = cardGridSx(300);

/** The exams as cards, or the loading, empty and failed states (spec 002 §2.4). */
export const ExamList = ({
  exams,
  failed,
  failureDetail,
  signedOut = false,
  onRetry,
  onCreate,
  onImport,
  onView,
  onEdit,
  onDelete,
}: ExamListProps) => {
  if (failed && !exams) {
    return (
      <ErrorState
        title={UI_MESSAGES.loadFailed}
        message={
          signedOut
            ? 'Your session has ended. Sign in again to see your exams.'
            : (failureDetail ?? 'Check your connection and try again.')
        }
        onRetry={signedOut ? () => window.location.assign(CONSOLE_URL) : onRetry}
        retryLabel={signedOut ? 'Sign in again' : 'Retry'}
      />
    );
  }
  if (!exams) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading exams" sx={gridSx}>
        {[0, 1, 2].map((key) => (
          <Card key={key} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 0.75 }}>
              <Skeleton variant="rounded" width={96} height={24} />
              <Skeleton variant="rounded" width={64} height={24} />
            </Box>
            <Skeleton variant="text" width="75%" sx={{ fontSize: '1.1rem' }} />
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="rounded" height={88} />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Skeleton variant="rounded" width={72} height={30} />
              <Skeleton variant="rounded" width={64} height={30} />
            </Box>
          </Card>
        ))}
      </Box>
    );
  }
  if (exams.length === 0) {
    return (
      <EmptyState
        icon={<QuizRoundedIcon />}
        title="No exams yet"
        message="Build an exam question by question, or import a JSON file of questions and reading passages."
        actions={
          <>
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={onCreate}>
              Create your first exam
            </Button>
            <Button variant="outlined" startIcon={<FileUploadRoundedIcon />} onClick={onImport}>
              Import JSON
            </Button>
          </>
        }
      />
    );
  }
  return (
    <Box component="ul" aria-label="Exams" sx={gridSx}>
      {exams.map((exam) => (
        <Box component="li" key={exam.id} sx={{ minWidth: 0 }}>
          <ExamCard
            exam={exam}
            onView={() => onView(exam)}
            onEdit={() => onEdit(exam)}
            onDelete={() => onDelete(exam)}
          />
        </Box>
      ))}
    </Box>
  );
};
