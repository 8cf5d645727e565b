import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import EventNoteRoundedIcon from '@mui/icons-material/EventNoteRounded';
import MoreTimeRoundedIcon from '@mui/icons-material/MoreTimeRounded';
import { useMemo, useState } from 'react';
import { EmptyState, ErrorState } from '@portal/ui-shared';
import { AccommodationDialog, type AccommodationTarget } from '../accommodations/AccommodationDialog';
import { PageSection } from '../common/PageSection';
import { useNow } from '../common/useNow';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { CONNECTION_FAILED, statusOf } from '../providers/apiFetch';
import { CancelDialog } from './CancelDialog';
import { ReleaseResultsDialog } from './ReleaseResultsDialog';
import { ProgressDialog } from './ProgressDialog';
import { ResultsDialog } from './ResultsDialog';
import { ScheduleCounters } from './ScheduleCounters';
import { ScheduleDialog } from './ScheduleDialog';
import { ScheduleFilters } from './ScheduleFilters';
import { ScheduleSections } from './ScheduleSections';
import { ScheduleSkeleton } from './ScheduleSkeleton';
import type { ScheduleItem } from './schedulesApi';
import { SCHEDULE_BANNERS, serverMessageOr } from './scheduleMessages';
import { countersOf, groupSchedules } from './scheduleSections';
import { useSchedules } from './useSchedules';

const PAGE_TITLE = 'Schedule Exams';

/** What the dialog is open for: a new schedule, or the one being edited. */
type Editing = { schedule: ScheduleItem | null } | null;

/**
 * Spec 002 §2.3 (admin, tutor): search, the inactive/cancelled toggle and the counters; the
 * schedules by section with Progress, Edit and Cancel; the Schedule Exam dialog.
 */
export const ScheduleExams = () => {
  useDocumentTitle(PAGE_TITLE);
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [progressOf, setProgressOf] = useState<ScheduleItem | null>(null);
  const [resultsOf, setResultsOf] = useState<ScheduleItem | null>(null);
  const [cancelling, setCancelling] = useState<ScheduleItem | null>(null);
  const [releasing, setReleasing] = useState<ScheduleItem | null>(null);
  const [adjusting, setAdjusting] = useState<AccommodationTarget | null>(null);
  // the sections follow the clock: an Upcoming exam moves to Active when it starts
  const now = useNow(30_000);

  const list = useSchedules(showAll);
  const schedules = list.data;
  const grouped = useMemo(
    () => (schedules ? groupSchedules(schedules, search, now) : null),
    [schedules, search, now],
  );
  const openNew = () => setEditing({ schedule: null });

  let content;
  if (list.isError && !schedules) {
    const status = statusOf(list.error);
    content = (
      <ErrorState
        title={status === 0 ? CONNECTION_FAILED : SCHEDULE_BANNERS.loadFailed}
        message={
          status === 0
            ? 'Check your connection; if it persists, the server may be restarting.'
            : serverMessageOr(list.error, 'Something went wrong on the server.')
        }
        onRetry={() => void list.refetch()}
        retryLabel="Retry"
      />
    );
  } else if (!schedules || !grouped) {
    content = <ScheduleSkeleton />;
  } else if (schedules.length === 0) {
    content = (
      <EmptyState
        icon={<EventNoteRoundedIcon />}
        title="No exams scheduled yet"
        message={
          showAll
            ? 'Nothing has been scheduled or assigned, not even a cancelled schedule.'
            : 'Schedule an exam for a group or for individual students, with a time window or without.'
        }
        actions={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openNew}>
            Schedule Exam
          </Button>
        }
      />
    );
  } else if (
    search.trim() &&
    grouped.cancelled.length === 0 &&
    Object.values(grouped.bySection).every((section) => section.length === 0)
  ) {
    content = (
      <Box role="status" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h2" component="p" sx={{ fontSize: '1.2rem' }}>
          No schedules match “{search.trim()}”
        </Typography>
        <Button sx={{ mt: 1 }} onClick={() => setSearch('')}>
          Clear search
        </Button>
      </Box>
    );
  } else {
    content = (
      <ScheduleSections
        grouped={grouped}
        showCancelled={showAll}
        onProgress={setProgressOf}
        onEdit={(schedule) => setEditing({ schedule })}
        onCancel={setCancelling}
        onReleaseResults={setReleasing}
      />
    );
  }

  return (
    <PageSection
      id="schedules-heading"
      title={PAGE_TITLE}
      description="Schedule exams for groups or individual students, follow their progress and cancel when plans change."
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<MoreTimeRoundedIcon />}
            onClick={() => setAdjusting({ student: null, schedule: null })}
          >
            Adjust exam time
          </Button>
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openNew}>
            Schedule Exam
          </Button>
        </Box>
      }
      maxWidth={1600}
    >
      <Box sx={{ mt: 2 }}>
        <ScheduleFilters
          search={search}
          onSearchChange={setSearch}
          showAll={showAll}
          onShowAllChange={setShowAll}
        />
        <ScheduleCounters counters={grouped ? countersOf(grouped) : null} showCancelled={showAll} />
        <Box sx={{ height: 4, mb: 1 }}>
          {list.isFetching && schedules ? <LinearProgress aria-hidden /> : null}
        </Box>
        {content}
      </Box>
      <ScheduleDialog
        open={editing !== null}
        schedule={editing?.schedule ?? null}
        onClose={() => setEditing(null)}
      />
      <ProgressDialog
        schedule={progressOf}
        onClose={() => setProgressOf(null)}
        onShowResults={(schedule) => setResultsOf(schedule)}
      />
      <ResultsDialog schedule={resultsOf} onClose={() => setResultsOf(null)} />
      <CancelDialog schedule={cancelling} onClose={() => setCancelling(null)} />
      <ReleaseResultsDialog schedule={releasing} onClose={() => setReleasing(null)} />
      <AccommodationDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </PageSection>
  );
};
