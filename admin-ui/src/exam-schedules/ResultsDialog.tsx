import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import { EmptyState, QueryState } from '@portal/ui-shared';
import { correctCountText, marksScoreText } from '@portal/contracts';
import { bestLabel } from './progressLabels';
import type { ScheduleResult } from './schedulesApi';
import { ScheduleDialogFrame, type ScheduleDialogProps } from './ScheduleDialogFrame';
import { SCHEDULE_BANNERS } from './scheduleMessages';
import { formatWhen } from './scheduleSections';
import { useScheduleResults } from './useSchedules';
import { useLastShown } from '../common/useLastShown';
import { CloseActions } from '../common/CloseActions';

export type ResultsDialogProps = ScheduleDialogProps;

const AttemptResult = ({ result }: { result: ScheduleResult }) => {
  const { attempt } = result;
  const name = `${attempt.user.firstName} ${attempt.user.lastName}`;
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />} aria-controls={`attempt-${attempt.id}`}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {bestLabel(
              attempt.score,
              attempt.percentage,
              result.questionResults.reduce((sum, question) => sum + question.maxMarks, 0),
            )}{' '}
            · {correctCountText(result.totalCorrect, result.totalQuestions)}
            {attempt.endTime ? ` · ${formatWhen(attempt.endTime)}` : ''}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`attempt-${attempt.id}`}>
        <Box component="ol" aria-label={`Answers of ${name}`} sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
          {result.questionResults.map((question, index) => (
            <Box component="li" key={index} sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                {question.isCorrect ? (
                  <CheckCircleRoundedIcon color="success" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
                ) : (
                  <CancelRoundedIcon color="error" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {question.questionText}{' '}
                    <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                      ({question.isCorrect ? 'correct' : 'incorrect'},{' '}
                      {marksScoreText(question.marks, question.maxMarks)})
                    </Box>
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    Answer: {question.studentAnswer ?? 'Unanswered'}
                    {question.isCorrect ? '' : ` · Correct: ${question.correctAnswer ?? '—'}`}
                  </Typography>
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
};

/** Spec 002 §2.3 "Detailed Results and Answers": each attempt with its per-question correctness. */
export const ResultsDialog = ({ schedule, onClose }: ResultsDialogProps) => {
  const shown = useLastShown(schedule);
  const results = useScheduleResults(shown?.id, schedule !== null);

  const body = (
    <QueryState
      loading={results.isPending}
      loadingMessage="Loading results…"
      error={results.isError && SCHEDULE_BANNERS.resultsFailed}
      onRetry={() => void results.refetch()}
      empty={
        results.data?.length === 0 && (
          <EmptyState
            headingLevel={3}
            icon={<HourglassEmptyRoundedIcon />}
            title="No results yet"
            message="Each student's answers appear here once they finish the exam."
          />
        )
      }
    >
      {() => results.data?.map((result) => <AttemptResult key={result.attempt.id} result={result} />)}
    </QueryState>
  );

  return (
    <ScheduleDialogFrame
      open={schedule !== null}
      onClose={onClose}
      titleId="results-dialog-title"
      title="Detailed Results and Answers"
      scheduleTitle={shown?.title}
      contentGap={1}
      actions={<CloseActions onClose={onClose} />}
    >
      {body}
    </ScheduleDialogFrame>
  );
};
