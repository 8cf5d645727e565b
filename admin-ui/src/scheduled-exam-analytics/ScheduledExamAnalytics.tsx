import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import EventNoteRoundedIcon from '@mui/icons-material/EventNoteRounded';
import { usePermissions } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Role } from '@portal/contracts';
import { EmptyState, TabPanel, tabA11yProps } from '@portal/ui-shared';
import { LoadFailure, type LoadFailureProps } from '../analytics-common/LoadFailure';
import { PageSection } from '../common/PageSection';
import { StatusChip } from '../common/StatusChip';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { statusOf } from '../providers/apiFetch';
import { AttemptDetails } from './AttemptDetails';
import { ItemAnalysisPanel } from './ItemAnalysisPanel';
import { ScheduleList, ScheduleListSkeleton } from './ScheduleList';
import { ScheduleStudentList, StudentRowsSkeleton } from './ScheduleStudentList';
import { scheduleStatusChip } from './scheduledAnalytics';
import { useScheduleStudents, useScheduledExams } from './useScheduledAnalytics';

const PAGE_TITLE = 'Scheduled Exam Analytics';

/** Spec 002 §8 "Scheduled analytics". */
export const SCHEDULED_MESSAGES = {
  schedulesFailed: 'Failed to load scheduled exams',
  schedulesError: 'Error loading scheduled exams',
  studentsFailed: 'Failed to load student data',
  studentsError: 'Error loading student data',
} as const;

/** The server answered with a failure → 'Failed to …'; no answer at all → 'Error loading …'. */
/** A read that failed, worded by whether the server answered (`failed`) or could not be reached (`loading`). */
const ScheduledLoadFailure = ({
  query,
  failed,
  loading,
}: {
  query: LoadFailureProps['query'];
  failed: string;
  loading: string;
}) => {
  const status = statusOf(query.error);
  return (
    <LoadFailure
      title={status === undefined || status === 0 ? loading : failed}
      query={query}
      retryLabel="Try Again"
    />
  );
};

type TabId = 'students' | 'items';

/**
 * Scheduled Exam Analytics (spec 002 §2.12; admin, tutor, parent): the scheduled exams, then one
 * schedule's students and their attempts, then one attempt's answers. Tutors and admins also see
 * the schedule's item analysis. The view lives in the address (`?schedule=&attempt=&tab=`), so
 * Back and reloading keep the place.
 */
export const ScheduledExamAnalytics = () => {
  useDocumentTitle(PAGE_TITLE);
  const { permissions } = usePermissions<Role>();
  const staff = permissions === 'admin' || permissions === 'tutor';
  const [params, setParams] = useSearchParams();
  const scheduleId = params.get('schedule');
  const attemptId = params.get('attempt');
  const tab: TabId = staff && params.get('tab') === 'items' ? 'items' : 'students';
  const schedules = useScheduledExams();
  const students = useScheduleStudents(attemptId ? null : scheduleId);
  const summary = schedules.data?.find((schedule) => schedule.id === scheduleId) ?? null;

  const go = (next: Record<string, string>) => setParams(next);

  let body;
  if (scheduleId && attemptId) {
    body = <AttemptDetails attemptId={attemptId} onBack={() => go({ schedule: scheduleId })} />;
  } else if (scheduleId) {
    const title = summary?.title || students.data?.schedule.title || 'Scheduled exam';
    const status = summary ? scheduleStatusChip(summary.status) : null;
    let studentsView;
    if (students.isError && !students.data) {
      studentsView = (
        <ScheduledLoadFailure
          query={students}
          failed={SCHEDULED_MESSAGES.studentsFailed}
          loading={SCHEDULED_MESSAGES.studentsError}
        />
      );
    } else if (!students.data) {
      studentsView = <StudentRowsSkeleton />;
    } else {
      studentsView = (
        <ScheduleStudentList
          students={students.data.students}
          onViewDetails={(attempt) => go({ schedule: scheduleId, attempt: attempt.id })}
        />
      );
    }
    body = (
      <Box
        component="section"
        aria-labelledby="schedule-heading"
        sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
      >
        <Button startIcon={<ArrowBackRoundedIcon />} onClick={() => go({})} sx={{ justifySelf: 'start' }}>
          Back to Scheduled Exams
        </Button>
        <Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography
              id="schedule-heading"
              variant="h2"
              sx={{ fontSize: '1.45rem', overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            {status ? <StatusChip label={status.label} tone={status.tone} /> : null}
          </Box>
          {summary?.exam.title || students.data?.schedule.exam.title ? (
            <Typography color="text.secondary">
              {summary?.exam.title || students.data?.schedule.exam.title}
            </Typography>
          ) : null}
        </Box>
        {staff ? (
          <>
            <Tabs
              value={tab}
              onChange={(_, value: TabId) =>
                go(value === 'items' ? { schedule: scheduleId, tab: 'items' } : { schedule: scheduleId })
              }
              aria-label="Schedule views"
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab label="Students" {...tabA11yProps('schedule', 'students')} />
              <Tab label="Item analysis" {...tabA11yProps('schedule', 'items')} />
            </Tabs>
            <TabPanel idPrefix="schedule" value="students" current={tab}>
              {studentsView}
            </TabPanel>
            <TabPanel idPrefix="schedule" value="items" current={tab}>
              <ItemAnalysisPanel scheduleId={scheduleId} />
            </TabPanel>
          </>
        ) : (
          <Box sx={{ pt: 1 }}>{studentsView}</Box>
        )}
      </Box>
    );
  } else if (schedules.isError && !schedules.data) {
    body = (
      <ScheduledLoadFailure
        query={schedules}
        failed={SCHEDULED_MESSAGES.schedulesFailed}
        loading={SCHEDULED_MESSAGES.schedulesError}
      />
    );
  } else if (!schedules.data) {
    body = <ScheduleListSkeleton />;
  } else if (schedules.data.length === 0) {
    body = (
      <EmptyState
        icon={<EventNoteRoundedIcon />}
        title="No scheduled exams yet"
        message={
          staff
            ? 'Schedule an exam for a group or for students; its participation and results appear here.'
            : 'Exams scheduled for your child appear here with their results.'
        }
      />
    );
  } else {
    body = <ScheduleList schedules={schedules.data} onOpen={(id) => go({ schedule: id })} />;
  }

  return (
    <PageSection
      id="scheduled-analytics-heading"
      title={PAGE_TITLE}
      description="Participation and results of scheduled exams, each student's attempts and answers."
      maxWidth={1600}
    >
      <Box sx={{ height: 4, my: 1 }}>
        {(schedules.isFetching && schedules.data) || (students.isFetching && students.data) ? (
          <LinearProgress aria-hidden />
        ) : null}
      </Box>
      {body}
    </PageSection>
  );
};
