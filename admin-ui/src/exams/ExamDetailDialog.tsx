import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { EXAM_TYPE_LABELS, type Exam } from '@portal/contracts';
import { RetryAlert } from '@portal/ui-shared';
import { UI_MESSAGES } from './examForm';
import { DIFFICULTY_LABELS, GRADE_LABELS, minutesLabel, pluralise } from './examLabels';
import { PassageView } from './PassageView';
import { QuestionView } from './QuestionView';
import { stackedSx } from '../common/stackedSx';
import { PhoneDialog } from '../common/PhoneDialog';

export interface ExamDetailDialogProps {
  open: boolean;
  /** the title from the list, shown while the full exam loads */
  title: string;
  exam: Exam | undefined;
  failed: boolean;
  onRetry: () => void;
  onEdit: () => void;
  onClose: () => void;
}

const SETTING_LABELS = {
  allowCalculator: 'Calculator allowed',
  allowNotes: 'Notes allowed',
  showTimer: 'Timer shown',
  preventBacktrack: 'No going back',
} as const;

/** The exam viewer: its facts, passages and every question with its answer. */
export const ExamDetailDialog = ({
  open,
  title,
  exam,
  failed,
  onRetry,
  onEdit,
  onClose,
}: ExamDetailDialogProps) => {
  return (
    <PhoneDialog open={open} onClose={onClose} maxWidth="md" aria-labelledby="exam-detail-title">
      <DialogTitle id="exam-detail-title" sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {exam?.title ?? title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers sx={stackedSx(2)}>
        {failed && !exam ? (
          <RetryAlert onRetry={onRetry}>{UI_MESSAGES.detailFailed}</RetryAlert>
        ) : !exam ? (
          <Box role="status" aria-label="Loading exam" sx={{ display: 'grid', gap: 1.5 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : (
          <>
            {exam.description ? (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {exam.description}
              </Typography>
            ) : null}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              <Chip size="small" color="primary" label={EXAM_TYPE_LABELS[exam.examType]} />
              <Chip size="small" variant="outlined" label={DIFFICULTY_LABELS[exam.difficulty]} />
              <Chip size="small" variant="outlined" label={GRADE_LABELS[exam.grade]} />
              <Chip size="small" variant="outlined" label={minutesLabel(exam.duration)} />
              <Chip size="small" variant="outlined" label={pluralise(exam.totalMarks, 'mark')} />
              <Chip
                size="small"
                variant="outlined"
                label={exam.passingScore === null ? 'No pass mark' : `Pass at ${exam.passingScore}%`}
              />
              {(Object.keys(SETTING_LABELS) as (keyof typeof SETTING_LABELS)[])
                .filter((key) => exam.settings[key])
                .map((key) => (
                  <Chip key={key} size="small" variant="outlined" color="info" label={SETTING_LABELS[key]} />
                ))}
              {exam.availableForPractice === true ? (
                <Chip size="small" variant="outlined" color="secondary" label="Available for practice" />
              ) : null}
            </Box>
            {exam.passages.length > 0 ? (
              <Box
                component="section"
                aria-labelledby="exam-detail-passages"
                sx={{ display: 'grid', gap: 1.5 }}
              >
                <Typography variant="h3" component="h2" id="exam-detail-passages">
                  Reading passages ({exam.passages.length})
                </Typography>
                {exam.passages.map((passage) => (
                  <PassageView key={passage.id} {...passage} maxHeight={320} />
                ))}
                <Divider />
              </Box>
            ) : null}
            <Box
              component="section"
              aria-labelledby="exam-detail-questions"
              sx={{ display: 'grid', gap: 1.5 }}
            >
              <Typography variant="h3" component="h2" id="exam-detail-questions">
                Questions ({exam.questions.length})
              </Typography>
              {exam.questions.map((question, index) => (
                <QuestionView key={question.id} question={question} number={index + 1} />
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={onEdit} disabled={!exam}>
          Edit exam
        </Button>
      </DialogActions>
    </PhoneDialog>
  );
};
