import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import type { PracticeExamItem } from '@portal/contracts';
import { CARD_COLUMNS, errorMessage } from '@portal/ui-shared';
import { examTypeColours, examTypeLabel } from '../dashboard/dashboardFormat';
import { fetchPracticeExams } from './examsApi';
import { practiceSummary } from './practiceLogic';

export interface PracticePapersProps {
  /** changes when the page's Refresh is pressed */
  reload: number;
  onStart: (exam: PracticeExamItem) => void;
}

type PapersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; exams: PracticeExamItem[] };

/**
 * The papers the student's tutor offers for practice (issue 16): only exams the tutor marked
 * "Available for practice" and not scheduled for the student; each can be taken again and again.
 */
export const PracticePapers = ({ reload, onStart }: PracticePapersProps) => {
  const [state, setState] = useState<PapersState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchPracticeExams(controller.signal).then(
      (exams) => setState({ status: 'ready', exams }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: errorMessage(error, 'Practice papers could not be loaded.') });
        }
      },
    );
    return () => controller.abort();
  }, [reload]);

  return (
    <Box
      component="section"
      aria-labelledby="practice-papers-heading"
      sx={{ display: 'grid', gap: 1.5, mt: 2 }}
    >
      <Box>
        <Typography variant="h2" id="practice-papers-heading">
          Practice papers
        </Typography>
        <Typography color="text.secondary">
          Papers your tutor offers for practice. Take them as often as you like: each attempt is marked.
        </Typography>
      </Box>
      {state.status === 'loading' && (
        <Typography color="text.secondary" role="status">
          Loading practice papers…
        </Typography>
      )}
      {state.status === 'error' && (
        // an alert's own colours: the error red as text on the page measured 4.44:1 (AA needs 4.5:1)
        <Alert severity="error">{state.message}</Alert>
      )}
      {state.status === 'ready' && state.exams.length === 0 && (
        <Typography color="text.secondary">
          Your tutor has not offered any papers for practice yet.
        </Typography>
      )}
      {state.status === 'ready' && state.exams.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: CARD_COLUMNS,
          }}
        >
          {state.exams.map((exam) => {
            const colours = examTypeColours(exam.examType);
            const label = exam.inProgress ? 'Resume Practice' : 'Start Practice';
            return (
              <Card
                key={exam.id}
                component="article"
                aria-label={exam.title}
                sx={{
                  p: { xs: 2, sm: 2.5 },
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                  minWidth: 0,
                  borderLeft: 6,
                  borderLeftColor: colours.color,
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  <Chip
                    size="small"
                    label={examTypeLabel(exam.examType)}
                    sx={{ bgcolor: colours.soft, color: colours.color, fontWeight: 700 }}
                  />
                  <Chip size="small" variant="outlined" label="Practice" />
                </Box>
                <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {exam.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {exam.duration} minutes · {exam.questionCount} questions · {exam.totalMarks} marks
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {practiceSummary(exam)}
                </Typography>
                <Button
                  variant="contained"
                  color={exam.inProgress ? 'secondary' : 'primary'}
                  size="large"
                  startIcon={<PlayArrowRoundedIcon />}
                  onClick={() => onStart(exam)}
                  aria-label={`${label}: ${exam.title}`}
                  sx={{ mt: 'auto', minHeight: 48 }}
                >
                  {label}
                </Button>
              </Card>
            );
          })}
        </Box>
      )}
    </Box>
  );
};
