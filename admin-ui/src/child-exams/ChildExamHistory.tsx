import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { correctCountText, marksScoreText } from '@portal/contracts';
import { EmptyState, RetryAlert, LoadingRegion } from '@portal/ui-shared';
import { ScoreChip } from '../analytics-common/ScoreChip';
import { examTypeLabel } from '../analytics-common/scores';
import { formatDateTime } from '../common/formatDate';
import { StatusChip } from '../common/StatusChip';
import { ChildListToolbar, NoMatchingExams } from './ChildListToolbar';
import { ChildPageFrame } from './ChildPageFrame';
import type { ExamHistoryItem } from '@portal/contracts';
import { badgeChip, filterHistory, type Child, type HistoryFilter } from './childExams';
import { useChildHistory } from './useChildExams';

const FILTERS: { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'missed', label: 'Missed' },
  { value: 'upcoming', label: 'Upcoming' },
];

/** Child's Exam History (spec 002 §2.8 for a parent): search, filter, badge, View Results. */
export const ChildExamHistory = () => (
  <ChildPageFrame
    id="child-history-heading"
    title="Child's Exam History"
    description="Every exam your child was given: completed with the score, missed, or still to come."
  >
    {(child) => <HistoryList key={child.id} child={child} />}
  </ChildPageFrame>
);

const HistoryList = ({ child }: { child: Child }) => {
  const history = useChildHistory(child.id);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const shown = useMemo(
    () => filterHistory(history.data ?? [], search, filter),
    [history.data, search, filter],
  );
  const openResults = (attemptId: string) =>
    void navigate(
      `/exam-results/${encodeURIComponent(attemptId)}?returnTo=exam-history&child=${encodeURIComponent(child.id)}`,
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ChildListToolbar
        searchLabel="Search history"
        search={search}
        onSearchChange={setSearch}
        filter={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filter}
            aria-label="Filter history"
            onChange={(_, value: HistoryFilter | null) => value && setFilter(value)}
            sx={{ flexWrap: 'wrap' }}
          >
            {FILTERS.map((option) => (
              <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none', px: 1.5 }}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        onRefresh={() => void history.refetch()}
        refreshing={history.isFetching}
      />
      {history.isError ? (
        <RetryAlert onRetry={() => void history.refetch()} variant="outlined" retryLabel="Try Again">
          <strong>Error Loading Exam History</strong>
          {history.error instanceof Error && history.error.message ? ` — ${history.error.message}` : ''}
        </RetryAlert>
      ) : null}
      {!history.data ? (
        history.isError ? null : (
          <LoadingRegion label="Loading exam history" sx={{ display: 'grid', gap: 1.5 }}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={88} />
            ))}
          </LoadingRegion>
        )
      ) : history.data.length === 0 ? (
        <EmptyState
          icon={<HistoryRoundedIcon />}
          title="No exams yet"
          message={`${child.name} has not been given any exams yet.`}
        />
      ) : shown.length === 0 ? (
        <NoMatchingExams />
      ) : (
        <Box
          component="ul"
          aria-label={`Exam history of ${child.name}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {shown.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} onViewResults={openResults} />
          ))}
        </Box>
      )}
    </Box>
  );
};

const HistoryRow = ({
  entry,
  onViewResults,
}: {
  entry: ExamHistoryItem;
  onViewResults: (attemptId: string) => void;
}) => {
  const badge = badgeChip(entry.badge);
  const headingId = `history-${entry.id}`;
  const when = entry.scheduledStartTime
    ? `${formatDateTime(entry.scheduledStartTime)}${entry.scheduledEndTime ? ` – ${formatDateTime(entry.scheduledEndTime)}` : ''}`
    : entry.scheduledEndTime
      ? `Due ${formatDateTime(entry.scheduledEndTime)}`
      : 'No fixed time window';
  return (
    <Card
      component="li"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        minWidth: 0,
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={headingId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          >
            {entry.title}
          </Typography>
          <StatusChip label={badge.label} tone={badge.tone} />
        </Box>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          {entry.examType ? <Chip size="small" label={examTypeLabel(entry.examType)} /> : null}
          <Typography variant="body2" color="text.secondary">
            {when}
            {entry.scheduledBy.name ? ` · set by ${entry.scheduledBy.name}` : ''}
          </Typography>
        </Box>
      </Box>
      {entry.badge === 'completed' && entry.attempt ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ScoreChip percentage={entry.attempt.percentage} />
          <Typography variant="body2" color="text.secondary">
            {marksScoreText(entry.attempt.score, entry.attempt.totalMarks)} ·{' '}
            {correctCountText(entry.attempt.correctAnswers, entry.attempt.totalQuestions)}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<VisibilityRoundedIcon />}
            onClick={() => onViewResults(entry.attempt?.id ?? '')}
            aria-label={`View Results of ${entry.title}`}
          >
            View Results
          </Button>
        </Box>
      ) : null}
    </Card>
  );
};
