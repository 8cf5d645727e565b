import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useNotify, usePermissions } from 'react-admin';
import type { Group, GroupForm, Role } from '@portal/contracts';
import { EmptyState, ErrorState, LoadingRegion } from '@portal/ui-shared';
import { PageSection } from '../common/PageSection';
import { StatCard, type StatCardLook } from '../dashboard/StatCard';
import { tileGrid } from '../dashboard/responsiveGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { fetchTutorChoices } from '../students/studentsApi';
import type { ApiErrorBody } from '../providers/apiFetch';
import { GroupCard } from './GroupCard';
import { GroupDetailsDialog } from './GroupDetailsDialog';
import { GroupFormDialog } from './GroupFormDialog';
import { GROUP_GRADES, GROUP_TOASTS, failureText, groupStatistics } from './groupDisplay';
import { createGroup, deleteGroup, updateGroup } from './groupsApi';
import { useGroups, useRefreshGroups } from './useGroups';
import { choiceItems } from '../common/choiceItems';
import { spreadRowSx } from '../common/spreadRowSx';

const STAT_CARDS: readonly (StatCardLook & { stat: keyof ReturnType<typeof groupStatistics> })[] = [
  { stat: 'totalGroups', label: 'Total Groups', icon: 'groups', accent: 'purple' },
  { stat: 'activeGroups', label: 'Active Groups', icon: 'groups', accent: 'green' },
  { stat: 'totalCapacity', label: 'Total Capacity', icon: 'students', accent: 'indigo' },
  { stat: 'tutorsWithGroups', label: 'Tutors with Groups', icon: 'tutors', accent: 'blue' },
];

/** Group Management (spec 002 §2.1), admins and tutors. */
export const GroupManagement = () => {
  useDocumentTitle('Group Management');
  const { permissions } = usePermissions<Role>();
  const { identity } = useGetIdentity();
  const isAdmin = permissions === 'admin';
  const notify = useNotify();
  const refresh = useRefreshGroups();
  const [grade, setGrade] = useState('');
  const [tutorId, setTutorId] = useState('');
  const groups = useGroups({ grade, tutorId: isAdmin ? tutorId : '' });
  const tutors = useQuery({
    queryKey: ['groups', 'tutor-choices'],
    queryFn: ({ signal }) => fetchTutorChoices(signal),
    enabled: isAdmin,
    staleTime: 60_000,
  });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Group | null>(null);
  const [viewing, setViewing] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const openForm = (group: Group | null) => {
    setServerErrors({});
    setEditing(group);
    setFormOpen(true);
  };

  const save = async (form: GroupForm) => {
    setBusy(true);
    try {
      const saved = editing ? await updateGroup(editing.id, form) : await createGroup(form);
      notify(saved.message, { type: 'success' });
      setFormOpen(false);
      setEditing(null);
      await refresh();
    } catch (error) {
      const body = (error as { body?: ApiErrorBody }).body;
      setServerErrors(body?.errors ?? {});
      notify(failureText(error, GROUP_TOASTS.saveFailed, GROUP_TOASTS.saveNetwork), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) {
      return;
    }
    setBusy(true);
    try {
      notify(await deleteGroup(deleting.id), { type: 'success' });
      setDeleting(null);
      await refresh();
    } catch (error) {
      notify(failureText(error, GROUP_TOASTS.deleteFailed, GROUP_TOASTS.deleteNetwork), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const list = groups.data;
  const stats = groupStatistics(list ?? []);
  const filtered = Boolean(grade || tutorId);

  const body = () => {
    if (groups.error && !list) {
      return (
        <ErrorState
          title="Groups could not be loaded"
          message={
            groups.error instanceof Error ? groups.error.message : 'Something went wrong on the server.'
          }
          onRetry={() => void groups.refetch()}
          retryLabel="Retry"
        />
      );
    }
    if (!list) {
      return (
        <LoadingRegion label="Loading groups" sx={cardGrid}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={220} />
          ))}
        </LoadingRegion>
      );
    }
    if (list.length === 0) {
      return (
        <EmptyState
          title={filtered ? 'No groups match these filters' : 'No groups yet'}
          message={
            filtered
              ? 'Try another grade or tutor.'
              : 'Create a group, then assign students to it on the Student-Group Assignments page.'
          }
          actions={
            filtered ? undefined : (
              <Button variant="contained" onClick={() => openForm(null)}>
                Create Group
              </Button>
            )
          }
        />
      );
    }
    return (
      <Box sx={cardGrid}>
        {list.map((group) => (
          <GroupCard
            key={group.id}
            group={group}
            showTutor={isAdmin}
            onView={setViewing}
            onEdit={openForm}
            onDelete={setDeleting}
          />
        ))}
      </Box>
    );
  };

  return (
    <PageSection
      id="groups-heading"
      title="Group Management"
      description="Create teaching groups, set their capacity and subjects, and keep them up to date."
      action={
        <Button variant="contained" startIcon={<GroupAddRoundedIcon />} onClick={() => openForm(null)}>
          Create Group
        </Button>
      }
      maxWidth={1280}
      barTitle="Groups"
    >
      <Box component="dl" aria-label="Group statistics" sx={{ ...tileGrid(4, { md: 4 }), mt: 2 }}>
        {STAT_CARDS.map((card) => (
          <StatCard key={card.stat} spec={card} value={list ? stats[card.stat] : 0} />
        ))}
      </Box>
      <Box sx={{ ...spreadRowSx('center', 2), my: 3 }}>
        <Typography variant="h2">
          {list ? `${list.length} ${list.length === 1 ? 'group' : 'groups'}` : 'Groups'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}>
          <TextField
            select
            size="small"
            label="Grade"
            value={grade}
            onChange={(event) => setGrade(event.target.value)}
            slotProps={EMPTY_SHOWN}
            sx={{ width: { xs: '100%', sm: 180 } }}
          >
            <MenuItem value="">All grades</MenuItem>
            {choiceItems(GROUP_GRADES)}
          </TextField>
          {isAdmin ? (
            <TextField
              select
              size="small"
              label="Tutor"
              slotProps={EMPTY_SHOWN}
              value={tutorId}
              onChange={(event) => setTutorId(event.target.value)}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              <MenuItem value="">All tutors</MenuItem>
              {(tutors.data ?? []).map((tutor) => (
                <MenuItem key={tutor.id} value={tutor.id}>
                  {`${tutor.firstName} ${tutor.lastName}`}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Box>
      </Box>
      {body()}
      <GroupFormDialog
        open={formOpen}
        group={editing}
        isAdmin={isAdmin}
        ownName={identity?.fullName ?? ''}
        tutors={tutors.data ?? []}
        saving={busy}
        serverErrors={serverErrors}
        onCancel={() => setFormOpen(false)}
        onSubmit={(form) => void save(form)}
      />
      <GroupDetailsDialog group={viewing} onClose={() => setViewing(null)} />
      <Dialog
        open={deleting !== null}
        onClose={busy ? undefined : () => setDeleting(null)}
        aria-labelledby="delete-group-title"
      >
        <DialogTitle id="delete-group-title">Delete group?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting
              ? `“${deleting.name}” will be deleted. Its ${deleting.memberCount} ${deleting.memberCount === 1 ? 'student returns' : 'students return'} to unassigned.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={busy}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </PageSection>
  );
};

/** "All grades" shows in the field instead of an empty box under a floating label. */
const EMPTY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;
