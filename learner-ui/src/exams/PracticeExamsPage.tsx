import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import GridViewRoundedIcon from '@mui/icons-material/GridViewRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import { CARD_COLUMNS, EmptyState, errorMessage, ErrorState, PageHeader } from '@portal/ui-shared';
import { ListSkeleton } from '../shell/ListStates';
import { ListToolbar, ToolbarSelect } from '../shell/ListToolbar';
import type { NavigateToPage } from '../shell/pages';
import { ExamCard } from './ExamCard';
import {
  SORT_KEYS,
  STATUS_FILTERS,
  examAction,
  examForSchedule,
  visibleExams,
  type ExamAction,
  type SortKey,
  type StatusFilter,
} from './examListLogic';
import { fetchAvailableExams } from './examsApi';
import type { AvailableExam } from '@portal/contracts';
import { PracticePapers } from './PracticePapers';
import { PracticeSetsPanel } from '../practice-sets/PracticeSetsPanel';
import { StartExamDialog } from './StartExamDialog';

export interface PracticeExamsPageProps {
  /** The schedule a direct link `/assignment/{scheduleId}` points at. */
  scheduleId?: string;
  onNavigate: NavigateToPage;
}

type ListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; exams: AvailableExam[] };

const VIEW_KEY = 'practice-exams-view';
const MINUTE = 60_000;

function storedView(): 'card' | 'row' {
  try {
    return window.localStorage.getItem(VIEW_KEY) === 'row' ? 'row' : 'card';
  } catch {
    return 'card';
  }
}

/** Practice Exams (spec 002 §2.5): the exams the student's tutors set, with what to do next. */
export const PracticeExamsPage = ({ scheduleId, onNavigate }: PracticeExamsPageProps) => {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortKey>('dueDate');
  const [view, setView] = useState<'card' | 'row'>(storedView);
  const [now, setNow] = useState(() => Date.now());
  const [starting, setStarting] = useState<AvailableExam | null>(null);
  const linkHandled = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchAvailableExams(controller.signal).then(
      (exams) => {
        setNow(Date.now());
        setState({ status: 'ready', exams });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            status: 'error',
            message: errorMessage(error, 'Please check your connection and try again.'),
          });
        }
      },
    );
    return () => controller.abort();
  }, [reload]);

  // the due countdown moves on while the page is open
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);

  const refresh = useCallback(() => {
    setState({ status: 'loading' });
    setReload((count) => count + 1);
  }, []);

  const openExam = useCallback(
    (exam: AvailableExam) =>
      onNavigate('take-exam', {
        examId: exam.examId,
        scheduleId: exam.scheduleId ?? undefined,
        assignmentId: exam.assignmentId ?? undefined,
        accessType: exam.accessType,
      }),
    [onNavigate],
  );

  const act = useCallback(
    (exam: AvailableExam, action: ExamAction) => {
      switch (action.kind) {
        case 'start':
        case 'start_makeup':
          setStarting(exam);
          return;
        case 'resume':
          openExam(exam);
          return;
        case 'view_results':
          if (exam.attemptId) {
            onNavigate('exam-results', { attemptId: exam.attemptId });
          } else {
            onNavigate('exam-history');
          }
          return;
        case 'scheduled':
        case 'expired':
        case 'unknown':
          return;
        default: {
          const unknown: never = action.kind;
          return unknown;
        }
      }
    },
    [onNavigate, openExam],
  );

  const linked = state.status === 'ready' ? examForSchedule(state.exams, scheduleId) : undefined;

  // a direct link opens its exam once: the start dialog when it can be started, else it is shown
  useEffect(() => {
    if (!linked || linkHandled.current) {
      return;
    }
    linkHandled.current = true;
    document.getElementById(`exam-${linked.id}`)?.scrollIntoView({ block: 'center' });
    const action = examAction(linked);
    if (action.kind === 'start' || action.kind === 'start_makeup') {
      setStarting(linked);
    }
  }, [linked]);

  const shown = useMemo(
    () => (state.status === 'ready' ? visibleExams(state.exams, { query, status, sort }) : []),
    [state, query, status, sort],
  );

  const header = (
    <PageHeader
      title="Practice Exams"
      subtitle="Exams your tutor sets for you to practise."
      before={
        <Button startIcon={<ArrowBackRoundedIcon />} onClick={() => onNavigate('dashboard')}>
          Back to Dashboard
        </Button>
      }
    />
  );

  const toolbar = (
    <ListToolbar searchLabel="Search exams" query={query} onQueryChange={setQuery} onRefresh={refresh}>
      <ToolbarSelect label="Status" value={status} options={STATUS_FILTERS} onChange={setStatus} />
      <ToolbarSelect label="Sort by" value={sort} options={SORT_KEYS} onChange={setSort} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label="Layout"
        onChange={(_event, value: 'card' | 'row' | null) => {
          if (value) {
            setView(value);
            try {
              window.localStorage.setItem(VIEW_KEY, value);
            } catch {
              // the choice lasts for this visit only
            }
          }
        }}
      >
        <ToggleButton value="card" aria-label="Cards">
          <GridViewRoundedIcon />
        </ToggleButton>
        <ToggleButton value="row" aria-label="List">
          <ViewListRoundedIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </ListToolbar>
  );

  let body;
  if (state.status === 'loading') {
    body = <ListSkeleton label="Loading exams" height={180} gap={2} columns={{ xs: '1fr', sm: '1fr 1fr' }} />;
  } else if (state.status === 'error') {
    body = <ErrorState title="Unable to Load Exams" message={state.message} onRetry={refresh} />;
  } else if (state.exams.length === 0) {
    body = (
      <EmptyState
        icon={<AssignmentRoundedIcon />}
        title="Your tutor hasn't set any exams yet"
        message="When your tutor sets a practice exam, it will appear here. Check back soon!"
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={<SearchRoundedIcon />}
        title="No exams match"
        message="Try another search or status."
        actions={
          <Button
            variant="outlined"
            onClick={() => {
              setQuery('');
              setStatus('all');
            }}
          >
            Show all exams
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box
        component="section"
        aria-label="Exams"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: view === 'card' ? CARD_COLUMNS : 'minmax(0, 1fr)',
        }}
      >
        {shown.map((exam) => (
          <ExamCard
            key={exam.id}
            exam={exam}
            now={now}
            layout={view}
            highlighted={exam === linked}
            onAction={act}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {header}
      {toolbar}
      {state.status === 'ready' && state.exams.length > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          Showing {shown.length} of {state.exams.length} exams
        </Typography>
      )}
      {scheduleId && state.status === 'ready' && !linked && (
        <Typography color="text.secondary">
          The exam from your link is not in your list. It may have been cancelled or not set for you.
        </Typography>
      )}
      {body}
      <PracticeSetsPanel reload={reload} onNavigate={onNavigate} />
      <PracticePapers
        reload={reload}
        onStart={(exam) => onNavigate('take-exam', { examId: exam.id, accessType: 'practice' })}
      />
      <StartExamDialog
        exam={starting}
        startLabel="Start now"
        onCancel={() => setStarting(null)}
        onStart={(exam) => {
          setStarting(null);
          openExam(exam);
        }}
      />
    </Box>
  );
};
