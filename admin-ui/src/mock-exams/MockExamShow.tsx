import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MOCK_MESSAGES, type MockStudentRow } from '@portal/contracts';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import LeaderboardRoundedIcon from '@mui/icons-material/LeaderboardRounded';
import { RequirePage } from '../access/RequirePage';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { SectionCard } from '../analytics-common/SectionCard';
import { plural } from '../analytics-common/scores';
import { PageSection } from '../common/PageSection';
import { formatDate } from '../common/formatDate';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import type { MockResults } from '../providers/dataProvider';
import { MockCsvButton } from './MockCsvButton';
import { MockResultsTable } from './MockResultsTable';
import { MockStateChip } from './MockStateChip';
import { SasHistogram } from './SasHistogram';
import { StudentBreakdownDialog } from './StudentBreakdownDialog';
import { histogramOf } from './mockResults';
import { useMockResults } from './useMockExams';

export const MOCK_RESULTS_FAILED = 'Failed to load the mock results';

const BackToMocks = () => (
  <Button
    component={RouterLink}
    to="/mock-exams"
    startIcon={<ArrowBackRoundedIcon />}
    sx={{ justifySelf: 'start' }}
  >
    Back to Mock Exams
  </Button>
);

/** "2 papers · first window 3 Oct 2026 · 30 students · target 121". */
function summaryOf(results: MockResults): string {
  const { mock } = results;
  return [
    `${plural(mock.papers.length, 'paper')}: ${mock.papers.map((paper) => paper.title).join(', ')}`,
    mock.startsAt ? `from ${formatDate(mock.startsAt)}` : null,
    plural(mock.studentCount, 'student'),
    mock.targetScore === null ? 'no target set' : `target ${mock.targetScore}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

const ResultsBody = ({ results }: { results: MockResults }) => {
  const [open, setOpen] = useState<MockStudentRow | null>(null);
  const { mock, papers, combined, students, minCohort, provisional } = results;
  const target = mock.targetScore;
  const bins = useMemo(() => histogramOf(students, target), [students, target]);
  const atOrAbove = students.filter((row) => row.target && row.target.status !== 'below').length;
  const small = papers.filter((paper) => !paper.standardised);
  const hasSas = bins.some((bin) => bin.count > 0);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {provisional ? <Alert severity="warning">{MOCK_MESSAGES.provisional}</Alert> : null}
      {small.map((paper) => (
        <Alert key={paper.examId} severity="info">
          <strong>{paper.title}:</strong> {MOCK_MESSAGES.tooSmall(minCohort)}
        </Alert>
      ))}
      {papers.length > 1 && combined && !combined.standardised && small.length === 0 ? (
        <Alert severity="info">
          <strong>Combined:</strong> {MOCK_MESSAGES.tooSmall(minCohort)}
        </Alert>
      ) : null}
      <SectionCard
        id="mock-histogram-heading"
        title="Spread of standardised scores"
        subtitle={papers.length > 1 ? 'Combined SAS of the children who sat every paper' : 'SAS of the paper'}
      >
        {hasSas ? (
          <SasHistogram bins={bins} targetScore={target} atOrAbove={atOrAbove} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No standardised scores yet:{' '}
            {students.length === 0 ? 'nobody has sat a paper.' : 'see the percentiles in the table.'}
          </Typography>
        )}
      </SectionCard>
      <SectionCard
        id="mock-results-heading"
        title="Results"
        subtitle={`${plural(students.length, 'student')} · select a name for the paper-by-paper breakdown`}
        action={<MockCsvButton mock={mock} />}
      >
        {students.length === 0 ? (
          <EmptyState
            icon={<LeaderboardRoundedIcon />}
            title="No results yet"
            message="Results appear here as the children finish their papers."
            headingLevel={3}
          />
        ) : (
          <MockResultsTable
            papers={papers}
            rows={students}
            hasTarget={target !== null}
            labelledBy="mock-results-heading"
            onOpen={setOpen}
          />
        )}
      </SectionCard>
      <StudentBreakdownDialog
        row={open}
        mockName={mock.name}
        papers={papers}
        combinedCohort={
          combined?.cohortSize ?? (papers.length === 1 ? (papers[0]?.cohortSize ?? null) : null)
        }
        targetScore={target}
        minCohort={minCohort}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
};

const MockExamResults = () => {
  const { id = '' } = useParams<'id'>();
  const results = useMockResults(id || null);
  const title = results.data?.mock.name ?? 'Mock exam';
  useDocumentTitle(title);

  let body;
  if (results.isError && !results.data) {
    body = <LoadFailure title={MOCK_RESULTS_FAILED} query={results} retryLabel="Try Again" />;
  } else if (!results.data) {
    body = (
      <LoadingRegion label="Loading the mock results" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={48} />
        <Card sx={{ p: 2 }}>
          <Skeleton variant="rounded" height={240} />
        </Card>
        <Card sx={{ p: 2 }}>
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} variant="text" height={36} />
          ))}
        </Card>
      </LoadingRegion>
    );
  } else {
    body = <ResultsBody results={results.data} />;
  }

  return (
    <PageSection
      id="mock-exam-heading"
      title={title}
      {...(results.data ? { description: summaryOf(results.data) } : {})}
      action={results.data ? <MockStateChip closed={results.data.mock.closed} /> : undefined}
      maxWidth={1600}
    >
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <BackToMocks />
        {body}
      </Box>
    </PageSection>
  );
};

/** One mock's results (issue 20; tutors and admins): alerts, the SAS histogram, the table, a child's breakdown. */
export const MockExamShow = () => (
  <RequirePage page="mock-exams">
    <MockExamResults />
  </RequirePage>
);
