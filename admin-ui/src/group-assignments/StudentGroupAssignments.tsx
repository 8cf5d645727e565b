import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { useEffect, useState } from 'react';
import type { Group } from '@portal/contracts';
import { ErrorState, LoadingRegion } from '@portal/ui-shared';
import { PageSection } from '../common/PageSection';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ASSIGNMENT_MESSAGES, BANNER_MS } from '../groups/groupDisplay';
import { assignStudents, removeStudent } from '../groups/groupsApi';
import { useGroups, useRefreshGroups } from '../groups/useGroups';
import { GroupsPanel } from './GroupsPanel';
import { StudentsPanel } from './StudentsPanel';
import { useAssignmentSummary } from './useAssignmentStudents';
import { twoPaneSx } from '../common/cardGridSx';

interface Banner {
  severity: 'success' | 'error';
  text: string;
}

/** Student-Group Assignments (spec 002 §2.2), admins and tutors. */
export const StudentGroupAssignments = () => {
  useDocumentTitle('Student-Group Assignments');
  const groups = useGroups({});
  // counts only: the students panel reads its own pages, searched on the server
  const students = useAssignmentSummary();
  const refresh = useRefreshGroups();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) {
      return undefined;
    }
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const failureDetail = (error: unknown) =>
    error instanceof Error && error.message ? `: ${error.message}` : '';

  const assign = async (groupId: string, studentIds: string[]): Promise<boolean> => {
    const one = studentIds.length === 1;
    setBusy(true);
    try {
      await assignStudents(groupId, studentIds);
      setBanner({
        severity: 'success',
        text: one ? ASSIGNMENT_MESSAGES.assignedOne : ASSIGNMENT_MESSAGES.assignedMany(studentIds.length),
      });
      await refresh();
      return true;
    } catch (error) {
      setBanner({
        severity: 'error',
        text:
          (one ? ASSIGNMENT_MESSAGES.assignFailedOne : ASSIGNMENT_MESSAGES.assignFailedMany) +
          failureDetail(error),
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const remove = async (group: Group, studentId: string) => {
    setBusy(true);
    try {
      await removeStudent(group.id, studentId);
      setBanner({ severity: 'success', text: ASSIGNMENT_MESSAGES.removed });
      await refresh();
    } catch (error) {
      setBanner({ severity: 'error', text: ASSIGNMENT_MESSAGES.removeFailed + failureDetail(error) });
    } finally {
      setBusy(false);
    }
  };

  // the groups, the counts and the students panel's page, all at once
  const reload = () => void refresh();

  const error =
    (groups.error && !groups.data) || (students.error && !students.data)
      ? (groups.error ?? students.error)
      : null;
  const notice = students.data?.notice ?? null;

  const body = () => {
    if (error) {
      return (
        <ErrorState
          title="Assignments could not be loaded"
          message={error instanceof Error ? error.message : 'Something went wrong on the server.'}
          onRetry={reload}
          retryLabel="Retry"
        />
      );
    }
    if (!groups.data || !students.data) {
      return (
        <LoadingRegion label="Loading assignments" sx={panels}>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={360} />
        </LoadingRegion>
      );
    }
    return (
      <>
        {notice && notice.names.length > 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {`Unassigned students: ${notice.names.join(', ')}`}
            {notice.more > 0 ? ` +${notice.more} more` : ''}
          </Alert>
        ) : null}
        <Box sx={panels}>
          <GroupsPanel groups={groups.data} busy={busy} onRemove={(group, id) => void remove(group, id)} />
          <StudentsPanel groups={groups.data} summary={students.data.summary} busy={busy} onAssign={assign} />
        </Box>
      </>
    );
  };

  return (
    <PageSection
      id="assignments-heading"
      title="Student-Group Assignments"
      description="Place students in teaching groups, move them between groups, or take them out."
      action={
        <Button
          variant="outlined"
          startIcon={<RefreshRoundedIcon />}
          onClick={reload}
          disabled={groups.isFetching || students.isFetching}
        >
          Refresh
        </Button>
      }
      maxWidth={1280}
      barTitle="Assignments"
    >
      <Box role="status" aria-live="polite" sx={{ minHeight: 0, my: 2 }}>
        {banner ? (
          <Alert severity={banner.severity} onClose={() => setBanner(null)}>
            {banner.text}
          </Alert>
        ) : null}
      </Box>
      {body()}
    </PageSection>
  );
};

const panels = twoPaneSx('minmax(0, 2fr) minmax(0, 3fr)');
