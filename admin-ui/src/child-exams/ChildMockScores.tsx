import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ShowChartRoundedIcon from '@mui/icons-material/ShowChartRounded';
import { MOCK_MESSAGES, SAS_SCALE, type OwnMock } from '@portal/contracts';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { SectionCard } from '../analytics-common/SectionCard';
import { BareList } from '../common/BareList';
import { ordinal, targetSentence } from '../mock-exams/mockResults';
import { TargetChip } from '../mock-exams/TargetChip';
import { useStudentMocks } from '../mock-exams/useMockExams';
import { ChildPageFrame } from './ChildPageFrame';
import { MockTrendChart } from './MockTrendChart';
import type { Child } from './childExams';
import { isReleased, mockDate, paperMarks, paperText, trendPoints } from './childMocks';

export const CHILD_MOCKS_FAILED = 'Failed to load the mock exam scores';

/** The big figure of a mock: the combined SAS (or the only paper's) with its percentile. */
const Headline = ({ mock }: { mock: OwnMock }) => {
  const combined = mock.combined;
  if (!combined) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5 }}>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: '2rem', fontVariantNumeric: 'tabular-nums' }}
      >
        {combined.sas === null ? `${ordinal(combined.percentile)} percentile` : `SAS ${combined.sas}`}
      </Typography>
      <Typography color="text.secondary">
        {mock.papers.length > 1 ? 'combined' : 'overall'}
        {combined.sas === null ? '' : ` · ${ordinal(combined.percentile)} percentile`}
      </Typography>
    </Box>
  );
};

/** One mock of the child: the headline, the target, then each paper. */
const MockCard = ({ mock, minCohort }: { mock: OwnMock; minCohort: number }) => {
  const headingId = `mock-${mock.mockId}-heading`;
  const released = isReleased(mock);
  return (
    <Card component="li" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
        {mock.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {mockDate(mock.date)}
        {mock.targetScore !== null ? ` · target ${mock.targetScore}` : ''}
      </Typography>
      {released ? null : <Alert severity="info">{MOCK_MESSAGES.pending}</Alert>}
      <Headline mock={mock} />
      {mock.target && mock.targetScore !== null ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
          <TargetChip target={mock.target} />
          <Typography variant="body2">{targetSentence(mock.target, mock.targetScore)}</Typography>
        </Box>
      ) : null}
      <BareList aria-label={`Papers of ${mock.name}`} sx={{ mt: 1.5 }}>
        {mock.papers.map((paper) => {
          const marks = paperMarks(paper);
          return (
            <Box
              component="li"
              key={paper.examId}
              sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.25 }}
            >
              <Typography sx={{ fontWeight: 700 }}>{paper.title}</Typography>
              <Typography variant="body2">
                {paperText(paper, minCohort)}
                {marks ? ` · ${marks} marks` : ''}
              </Typography>
              {paper.released && paper.sas !== null && !paper.ageAdjusted ? (
                <Typography variant="body2" color="text.secondary">
                  {MOCK_MESSAGES.noDateOfBirth}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </BareList>
    </Card>
  );
};

const ChildMocks = ({ child }: { child: Child }) => {
  const mocks = useStudentMocks(child.id);
  if (mocks.isError && !mocks.data) {
    return <LoadFailure title={CHILD_MOCKS_FAILED} query={mocks} retryLabel="Try Again" />;
  }
  if (!mocks.data) {
    return (
      <LoadingRegion label="Loading the mock exam scores">
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={160} sx={{ mb: 1.5 }} />
        ))}
      </LoadingRegion>
    );
  }
  const { mocks: list, minCohort } = mocks.data;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<ShowChartRoundedIcon />}
        title={MOCK_MESSAGES.noMocks}
        message={`When ${child.name} sits a mock exam, the standardised scores appear here once everyone has sat the papers.`}
      />
    );
  }
  const points = trendPoints(list);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { display: 'grid', gap: 0.5 } }}>
        <Typography sx={{ fontWeight: 700 }}>{MOCK_MESSAGES.explanationParent}</Typography>
        <Typography variant="body2">
          Scores run from {SAS_SCALE.min} to {SAS_SCALE.max}. A grammar school's pass mark is usually between
          111 and 121. The percentile is the share of the children in the mock who scored lower.
        </Typography>
      </Alert>
      <SectionCard
        id="mock-trend-heading"
        title="Trend across mocks"
        subtitle={
          points.length > 0
            ? `${points.length} ${points.length === 1 ? 'mock' : 'mocks'} with a score`
            : undefined
        }
      >
        {points.length > 0 ? (
          <MockTrendChart points={points} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            The chart appears once a mock has a standardised score.
          </Typography>
        )}
      </SectionCard>
      <BareList aria-label="Mock exams" gap={2}>
        {[...list].reverse().map((mock) => (
          <MockCard key={mock.mockId} mock={mock} minCohort={minCohort} />
        ))}
      </BareList>
    </Box>
  );
};

/** Mock Exam Scores (issue 20; parents): each mock of the child with its standardised scores, and the trend. */
export const ChildMockScores = () => (
  <ChildPageFrame
    id="child-mocks-heading"
    title="Mock Exam Scores"
    description="Your child's standardised age scores in mock exams, per paper and combined, and how they change."
  >
    {(child) => <ChildMocks key={child.id} child={child} />}
  </ChildPageFrame>
);
