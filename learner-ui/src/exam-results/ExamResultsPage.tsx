import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import { correctCountText, marksScoreText, percentScoreText, resultBand } from '@portal/contracts';
import { ErrorState, SpreadRow, LoadingRegion } from '@portal/ui-shared';
import { attemptDuration, examTypeLabel } from '../dashboard/dashboardFormat';
import type { NavigateToPage } from '../shell/pages';
import { BAND_STYLES, answerStatus, withheldText, type ResultsView } from './resultFormat';
import { ResultQuestionCard } from './ResultQuestionCard';
import { fetchResults, resultsLoadFailure } from './resultsApi';

export interface ExamResultsPageProps {
  attemptId: string;
  onNavigate: NavigateToPage;
}

type ResultsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; results: ResultsView };

type ReviewFilter = 'all' | 'incorrect' | 'correct';

/** exam-results (spec 002 §2.7): band, score and a review of every question. */
export const ExamResultsPage = ({ attemptId, onNavigate }: ExamResultsPageProps) => {
  const [state, setState] = useState<ResultsState>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [filter, setFilter] = useState<ReviewFilter>('all');

  useEffect(() => {
    const controller = new AbortController();
    fetchResults(attemptId, controller.signal).then(
      (results) => setState({ status: 'ready', results }),
      (error: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        setState({
          status: 'error',
          message: resultsLoadFailure(error),
        });
      },
    );
    return () => controller.abort();
  }, [attemptId, reload]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReload((count) => count + 1);
  }, []);

  const questions = useMemo(() => {
    if (state.status !== 'ready') {
      return [];
    }
    return state.results.questions.filter((question) => {
      const status = answerStatus(question);
      return filter === 'all' || (filter === 'correct' ? status === 'correct' : status !== 'correct');
    });
  }, [state, filter]);

  const back = (
    <Button startIcon={<ArrowBackRoundedIcon />} onClick={() => onNavigate('dashboard')}>
      Back to Dashboard
    </Button>
  );

  if (state.status === 'loading') {
    return (
      <LoadingRegion label="Loading results" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </LoadingRegion>
    );
  }
  if (state.status === 'error') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>{back}</Box>
        <ErrorState
          title="We couldn't show your results"
          message={state.message}
          onRetry={retry}
          retryLabel="Retry"
        />
      </Box>
    );
  }

  const { results } = state;
  const band = resultBand(results.percentage);
  const style = BAND_STYLES[band];
  const wrong = results.questions.filter((q) => answerStatus(q) !== 'correct').length;

  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Box>{back}</Box>
      <Card
        component="section"
        aria-label="Your result"
        sx={{
          p: { xs: 2.5, sm: 4 },
          display: 'grid',
          gap: 2,
          bgcolor: style.soft,
          border: 2,
          borderColor: style.main,
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, sm: 3 } }}>
          <Box
            aria-hidden
            sx={{
              width: { xs: 96, sm: 120 },
              height: { xs: 96, sm: 120 },
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'background.paper',
              border: 8,
              borderColor: style.main,
              flexShrink: 0,
            }}
          >
            <Typography sx={{ fontWeight: 900, fontSize: { xs: '1.6rem', sm: '2rem' }, color: style.text }}>
              {Math.round(results.percentage)}%
            </Typography>
          </Box>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, color: style.text }}>
              {results.examType ? examTypeLabel(results.examType) : 'Exam results'}
            </Typography>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
            >
              {results.examTitle}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <EmojiEventsRoundedIcon aria-hidden sx={{ color: style.main }} />
              <Typography data-band={band} sx={{ fontWeight: 900, fontSize: '1.35rem', color: style.text }}>
                {band}
              </Typography>
            </Box>
            {results.released && <Typography sx={{ color: style.text }}>{style.message}</Typography>}
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {[
            ['Score', marksScoreText(results.score, results.totalMarks)],
            ['Percentage', percentScoreText(results.percentage)],
            ['Correct', correctCountText(results.correctAnswers, results.totalQuestions)],
            ['Time taken', attemptDuration(results.timeSpent)],
          ].map(([label, value]) => (
            <Box key={label} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.paper' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 800, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Card>

      {!results.released && (
        <Alert severity="info" role="status" data-testid="results-withheld">
          <strong>{withheldText(results.availableAt)}.</strong> You can see your score now; the correct
          answers and explanations are shown once everyone has finished.
        </Alert>
      )}

      <Box component="section" aria-labelledby="review-heading" sx={{ display: 'grid', gap: 2 }}>
        <SpreadRow gap={1.5}>
          <Typography id="review-heading" variant="h2" sx={{ fontSize: '1.4rem' }}>
            Review your answers
          </Typography>
          {results.released && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={filter}
              aria-label="Show questions"
              onChange={(_event, value: ReviewFilter | null) => value && setFilter(value)}
            >
              <ToggleButton value="all">All ({results.questions.length})</ToggleButton>
              <ToggleButton value="incorrect">To learn from ({wrong})</ToggleButton>
              <ToggleButton value="correct">Correct ({results.questions.length - wrong})</ToggleButton>
            </ToggleButtonGroup>
          )}
        </SpreadRow>
        {questions.map((question) => (
          <ResultQuestionCard key={question.questionId} question={question} />
        ))}
        {questions.length === 0 && <Typography color="text.secondary">No questions to show here.</Typography>}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {back}
        <Button variant="outlined" onClick={() => onNavigate('exams')}>
          Practice Exams
        </Button>
        <Button variant="outlined" onClick={() => onNavigate('analytics')}>
          My Progress
        </Button>
      </Box>
    </Box>
  );
};
