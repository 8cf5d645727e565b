import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, usePermissions } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { marksScoreText, percentScoreText, resultBand, type Role } from '@portal/contracts';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { PassagePanel } from '../analytics-common/PassagePanel';
import { ScoreChip } from '../analytics-common/ScoreChip';
import { StatusChip } from '../common/StatusChip';
import { examTypeLabel, minutesLabel, scoreTone } from '../analytics-common/scores';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { statusOf } from '../providers/apiFetch';
import { EssayMarking } from './EssayMarking';
import { IntegrityEvents } from './IntegrityEvents';
import { QuestionNavigator } from './QuestionNavigator';
import { fetchExamResult, returnTargetOf, type ExamResult } from './examResultsApi';

export const RESULT_MESSAGES = {
  fetch: 'Failed to fetch exam results',
  load: 'Failed to load exam results',
  notFound: 'Exam results not found',
} as const;

/** tutor-exam-results (spec 002 §2.11): one attempt, reviewed question by question. */
export const TutorExamResults = () => {
  const { attemptId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { permissions } = usePermissions<Role>();
  const back = returnTargetOf(params);
  const queryClient = useQueryClient();
  const queryKey = ['exam-results', attemptId, permissions === 'parent'];
  const canMark = permissions === 'tutor' || permissions === 'admin';
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchExamResult(attemptId, permissions === 'parent', signal),
    enabled: Boolean(attemptId) && permissions !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  useDocumentTitle(result.data ? `${result.data.title} results` : 'Exam results');

  const backButton = (
    <Button
      startIcon={<ArrowBackRoundedIcon />}
      onClick={() => void navigate(back.path)}
      sx={{ justifySelf: 'start' }}
    >
      {back.label}
    </Button>
  );

  let content;
  if (statusOf(result.error) === 404) {
    content = (
      <EmptyState
        icon={<SearchOffRoundedIcon />}
        title={RESULT_MESSAGES.notFound}
        message="This attempt has no results to show: it may not be finished yet, or it was removed."
      />
    );
  } else if (result.isError) {
    const status = statusOf(result.error);
    content = (
      <LoadFailure
        title={status === undefined ? RESULT_MESSAGES.load : RESULT_MESSAGES.fetch}
        query={result}
      />
    );
  } else if (!result.data) {
    content = <ResultsSkeleton />;
  } else {
    content = (
      <ResultsContent
        result={result.data}
        onMarked={canMark ? (updated) => queryClient.setQueryData(queryKey, updated) : null}
      />
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="exam-results-heading"
      sx={{ minWidth: 0, maxWidth: 1100, pb: 4, display: 'grid', gap: 2 }}
    >
      <Title title="Exam results" />
      {backButton}
      {result.data ? null : (
        <Typography id="exam-results-heading" variant="h1">
          Exam results
        </Typography>
      )}
      {content}
    </Box>
  );
};

interface ResultsContentProps {
  result: ExamResult;
  /** tutors and admins mark essays; null: read-only */
  onMarked: ((updated: ExamResult) => void) | null;
}

const ResultsContent = ({ result, onMarked }: ResultsContentProps) => {
  const band = resultBand(result.percentage);
  const score =
    result.scoreObtained !== null && result.totalMarks !== null
      ? marksScoreText(result.scoreObtained, result.totalMarks)
      : null;
  const facts: { label: string; value: string }[] = [
    { label: 'Student', value: result.studentName || '—' },
    { label: 'Time taken', value: result.timeTaken === null ? '—' : minutesLabel(result.timeTaken) },
    { label: 'Exam type', value: result.examType ? examTypeLabel(result.examType) : '—' },
    { label: 'Correct', value: String(result.correctAnswers) },
    { label: 'Incorrect', value: String(result.incorrectAnswers) },
    ...(result.awaitingMarking > 0
      ? [{ label: 'Awaiting marking', value: String(result.awaitingMarking) }]
      : []),
  ];
  return (
    <>
      <Box component="header">
        <Typography id="exam-results-heading" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {result.title}
        </Typography>
        {result.studentName ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {result.studentName}
          </Typography>
        ) : null}
      </Box>
      <Card
        sx={{
          p: { xs: 1.5, sm: 2.5 },
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'auto minmax(0,1fr)' },
          alignItems: 'center',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 0.75,
            justifyItems: 'start',
            pr: { md: 3 },
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            Score
          </Typography>
          <Typography
            sx={(theme) => ({
              fontWeight: 800,
              fontSize: '2.25rem',
              lineHeight: 1.1,
              fontVariantNumeric: 'tabular-nums',
              color:
                theme.palette[scoreTone(result.percentage)][theme.palette.mode === 'dark' ? 'light' : 'dark'],
            })}
          >
            {score ?? percentScoreText(result.percentage)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            {score ? <ScoreChip percentage={result.percentage} /> : null}
            <StatusChip label={band} tone={scoreTone(result.percentage)} />
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0,1fr))', sm: 'repeat(3, minmax(0,1fr))' },
            '& dd': { m: 0, fontWeight: 700, overflowWrap: 'anywhere' },
            '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
          }}
        >
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>
                {fact.label === 'Exam type' && result.examType ? (
                  <Chip size="small" label={fact.value} />
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
        </Box>
      </Card>
      {onMarked ? (
        <EssayMarking attemptId={result.attemptId} questions={result.questions} onSaved={onMarked} />
      ) : null}
      {/* staff only (those who mark): a parent's view of the attempt leaves them out */}
      {onMarked && result.attemptId ? (
        <IntegrityEvents attemptId={result.attemptId} events={result.integrityEvents} />
      ) : null}
      <PassagePanel passages={result.passages} />
      {result.questions.length > 0 ? (
        <QuestionNavigator questions={result.questions} />
      ) : (
        <EmptyState
          headingLevel={2}
          title="No questions to review"
          message="This attempt has no recorded answers."
        />
      )}
    </>
  );
};

const ResultsSkeleton = () => (
  <LoadingRegion label="Loading exam results" sx={{ display: 'grid', gap: 2 }}>
    <Card sx={{ p: 2.5 }}>
      <Skeleton variant="text" width="30%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="50%" />
    </Card>
    <Card sx={{ p: 2.5 }}>
      <Skeleton variant="rounded" height={36} width={260} />
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
    </Card>
  </LoadingRegion>
);
