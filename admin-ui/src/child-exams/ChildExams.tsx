import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AvailableFilter } from '@portal/contracts';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { examTypeLabel } from '../analytics-common/scores';
import { formatDateTime } from '../common/formatDate';
import { hasEveryWord, searchWords } from '../common/searchWords';
import { CardTitle } from '../common/CardTitle';
import { threeColumnGridSx } from '../common/cardGridSx';
import { StatusChip } from '../common/StatusChip';
import { useNow } from '../common/useNow';
import { ChildListToolbar, NoMatchingExams } from './ChildListToolbar';
import { ChildPageFrame } from './ChildPageFrame';
import { childExamStatus, dueText, type Child, type ChildExam } from './childExams';
import { useChildAvailableExams } from './useChildExams';
import { choiceItems } from '../common/choiceItems';
import { BareList } from '../common/BareList';

const STATUS_FILTERS: { value: AvailableFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'available', label: 'Available' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
];

/** Child's Exams (spec 002 §2.5 for a parent): the child's assigned exams, read-only. */
export const ChildExams = () => (
  <ChildPageFrame
    id="child-exams-heading"
    title="Child's Exams"
    description="The exams your child has been given, with their status and when they are due."
  >
    {(child) => <ChildExamList key={child.id} child={child} />}
  </ChildPageFrame>
);

const ChildExamList = ({ child }: { child: Child }) => {
  const exams = useChildAvailableExams(child.id);
  const navigate = useNavigate();
  const now = useNow(60_000);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AvailableFilter>('all');
  const shown = useMemo(() => {
    const words = searchWords(search);
    return (exams.data ?? []).filter(
      (exam) =>
        (status === 'all' || exam.attemptStatus === status) &&
        hasEveryWord(`${exam.title} ${exam.examType}`, words),
    );
  }, [exams.data, search, status]);

  if (exams.isError && !exams.data) {
    return <LoadFailure title="Unable to Load Exams" query={exams} retryLabel="Try Again" />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ChildListToolbar
        searchLabel="Search exams"
        search={search}
        onSearchChange={setSearch}
        filter={
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as AvailableFilter)}
            sx={{ minWidth: 160 }}
          >
            {choiceItems(STATUS_FILTERS)}
          </TextField>
        }
        onRefresh={() => void exams.refetch()}
        refreshing={exams.isFetching}
      />
      {!exams.data ? (
        <LoadingRegion label="Loading exams" sx={threeColumnGridSx}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={150} />
          ))}
        </LoadingRegion>
      ) : exams.data.length === 0 ? (
        <EmptyState
          icon={<AssignmentRoundedIcon />}
          title="No exams yet"
          message={`${child.name} has no assigned or scheduled exams at the moment.`}
        />
      ) : shown.length === 0 ? (
        <NoMatchingExams />
      ) : (
        <BareList aria-label={`Exams of ${child.name}`} sx={threeColumnGridSx}>
          {shown.map((exam) => (
            <ExamCard
              key={exam.id}
              exam={exam}
              now={now}
              onViewResults={(attemptId) =>
                void navigate(
                  `/exam-results/${encodeURIComponent(attemptId)}?returnTo=exams&child=${encodeURIComponent(child.id)}`,
                )
              }
            />
          ))}
        </BareList>
      )}
    </Box>
  );
};

const ExamCard = ({
  exam,
  now,
  onViewResults,
}: {
  exam: ChildExam;
  now: Date;
  onViewResults: (attemptId: string) => void;
}) => {
  const status = childExamStatus(exam);
  const due = dueText(exam, now);
  const headingId = `child-exam-${exam.id}`;
  return (
    <Card
      component="li"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <CardTitle id={headingId}>{exam.title}</CardTitle>
        <StatusChip label={status.label} tone={status.tone} />
      </Box>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {exam.examType ? <Chip size="small" label={examTypeLabel(exam.examType)} /> : null}
        {exam.difficulty ? (
          <Chip size="small" variant="outlined" label={examTypeLabel(exam.difficulty)} />
        ) : null}
        {exam.duration ? <Chip size="small" variant="outlined" label={`${exam.duration} min`} /> : null}
      </Box>
      {due ? (
        <Typography
          variant="body2"
          sx={{
            display: 'flex',
            gap: 0.5,
            alignItems: 'center',
            fontWeight: 600,
            color: due === 'Overdue' ? 'error.main' : 'text.primary',
          }}
        >
          <ScheduleRoundedIcon fontSize="small" aria-hidden />
          {due}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {exam.startTime || exam.endTime
          ? `${exam.startTime ? formatDateTime(exam.startTime) : 'Open now'} – ${exam.endTime ? formatDateTime(exam.endTime) : 'no end'}`
          : 'No fixed time window'}
        {exam.scheduledBy ? ` · set by ${exam.scheduledBy}` : ''}
      </Typography>
      {exam.attemptStatus === 'completed' && exam.attemptId ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<VisibilityRoundedIcon />}
          onClick={() => onViewResults(exam.attemptId ?? '')}
          sx={{ justifySelf: 'start' }}
        >
          View Results
        </Button>
      ) : null}
    </Card>
  );
};
