import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { examTypeLabel } from '../dashboard/dashboardFormat';
import type { AvailableExam } from '@portal/contracts';

export interface StartExamDialogProps {
  exam: AvailableExam | null;
  startLabel: string;
  onCancel: () => void;
  onStart: (exam: AvailableExam) => void;
}

/** Before the clock starts: what the exam is, how long it takes and the tutor's instructions. */
export const StartExamDialog = ({ exam, startLabel, onCancel, onStart }: StartExamDialogProps) => (
  <Dialog open={exam !== null} onClose={onCancel} aria-labelledby="start-exam-title" maxWidth="sm" fullWidth>
    {exam && (
      <>
        <DialogTitle id="start-exam-title">{exam.displayTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            {exam.examType && (
              <>
                <Typography component="dt" color="text.secondary">
                  Subject
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                  {examTypeLabel(exam.examType)}
                </Typography>
              </>
            )}
            <Typography component="dt" color="text.secondary">
              Time
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {exam.duration} minutes
            </Typography>
            <Typography component="dt" color="text.secondary">
              Marks
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {exam.totalMarks}
            </Typography>
          </Box>
          {exam.instructions && (
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Typography sx={{ fontWeight: 800, mb: 0.5 }}>Instructions</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{exam.instructions}</Typography>
            </Box>
          )}
          <Typography>
            The timer starts when you press {startLabel}. Your answers are saved as you go, so if your
            connection drops you can carry on.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onCancel} size="large">
            Not yet
          </Button>
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrowRoundedIcon />}
            onClick={() => onStart(exam)}
          >
            {startLabel}
          </Button>
        </DialogActions>
      </>
    )}
  </Dialog>
);
