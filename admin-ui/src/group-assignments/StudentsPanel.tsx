import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Group } from '@portal/contracts';
import { STUDENT_GRADES } from '@portal/contracts';
import { RetryAlert, LoadingRegion } from '@portal/ui-shared';
import { fullName, gradeLabel, type GroupStatusFilter } from '../groups/groupDisplay';
import { StudentsPager } from '../students/StudentsPager';
import { ASSIGNMENT_PAGE_SIZE, pageCountOf, type AssignmentListFilter } from './assignmentStudents';
import { useAssignmentStudents } from './useAssignmentStudents';
import { choiceItems } from '../common/choiceItems';
import { toggledIn } from './toggledIn';
import { BareList } from '../common/BareList';
import { spreadRowSx } from '../common/spreadRowSx';

export interface StudentsPanelProps {
  groups: readonly Group[];
  /** the counts of the summary chips (null while they load) */
  summary: { total: number; assigned: number; unassigned: number } | null;
  busy: boolean;
  onAssign: (groupId: string, studentIds: string[]) => Promise<boolean>;
}

/**
 * Students with search, grade and status filters, summary counts and Bulk Mode (spec 002 §2.2).
 * The server searches and filters, a page at a time (issue 16 item 9): any number of students.
 */
export const StudentsPanel = ({ groups, summary, busy, onAssign }: StudentsPanelProps) => {
  const [filter, setFilter] = useState<AssignmentListFilter>({
    search: '',
    grade: '',
    status: 'all',
    page: 1,
  });
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState('');
  const list = useAssignmentStudents(filter);
  const shown = list.data?.students ?? [];
  const { search, grade, status } = filter;
  // a new search or filter starts again from its first page
  const refine = (patch: Partial<Omit<AssignmentListFilter, 'page'>>) =>
    setFilter((current) => ({ ...current, ...patch, page: 1 }));
  const groupName = new Map(groups.map((group) => [group.id, group.name]));

  const toggle = (id: string) => setSelected((current) => toggledIn(current, id));
  const allShownSelected = shown.length > 0 && shown.every((student) => selected.has(student.id));

  const assignSelected = async () => {
    if (await onAssign(target, [...selected])) {
      setSelected(new Set());
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="students-panel-heading"
      sx={{ minWidth: 0, p: 2 }}
    >
      <Box sx={spreadRowSx('center')}>
        <Typography variant="h2" id="students-panel-heading" sx={{ fontSize: '1.15rem' }}>
          Students
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={bulk}
              onChange={(event) => {
                setBulk(event.target.checked);
                setSelected(new Set());
              }}
            />
          }
          label="Bulk Mode"
        />
      </Box>
      <BareList aria-label="Summary" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <li>
          <Chip label={`Total: ${summary?.total ?? '…'}`} />
        </li>
        <li>
          <Chip color="success" variant="outlined" label={`Assigned: ${summary?.assigned ?? '…'}`} />
        </li>
        <li>
          <Chip color="warning" variant="outlined" label={`Unassigned: ${summary?.unassigned ?? '…'}`} />
        </li>
      </BareList>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, mt: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Search students"
          value={search}
          onChange={(event) => refine({ search: event.target.value })}
          helperText="Name, e-mail or student number"
        />
        <TextField
          select
          size="small"
          label="Grade"
          value={grade}
          onChange={(event) => refine({ grade: event.target.value })}
        >
          <MenuItem value="">All grades</MenuItem>
          {choiceItems(STUDENT_GRADES)}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => refine({ status: event.target.value as GroupStatusFilter })}
        >
          <MenuItem value="all">All</MenuItem>
          <MenuItem value="assigned">Assigned</MenuItem>
          <MenuItem value="unassigned">Unassigned</MenuItem>
        </TextField>
      </Box>
      {bulk ? (
        <Box
          role="group"
          aria-label="Bulk assignment"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            mt: 2,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={allShownSelected}
                indeterminate={!allShownSelected && shown.some((student) => selected.has(student.id))}
                onChange={() =>
                  setSelected(allShownSelected ? new Set() : new Set(shown.map((student) => student.id)))
                }
              />
            }
            label={`${selected.size} selected`}
          />
          <TextField
            select
            size="small"
            label="Assign to group"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            sx={{ minWidth: 180, flex: '1 1 180px' }}
          >
            {groups.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {`${group.name} (${group.memberCount}/${group.maxStudents})`}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={busy || !target || selected.size === 0}
            onClick={() => void assignSelected()}
          >
            Assign Selected
          </Button>
        </Box>
      ) : null}
      <Box sx={{ height: 4, mt: 1.5 }}>
        {list.isFetching && list.data ? <LinearProgress aria-hidden /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
        {list.data ? `Showing ${shown.length} of ${list.data.overallTotal} students` : 'Loading students…'}
      </Typography>
      {list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()} sx={{ mt: 1 }}>
          The students could not be loaded.
        </RetryAlert>
      ) : !list.data ? (
        <LoadingRegion label="Loading students" sx={{ display: 'grid', gap: 1, mt: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={48} />
          ))}
        </LoadingRegion>
      ) : shown.length === 0 ? (
        <Typography variant="body2" sx={{ py: 2 }}>
          {list.data.overallTotal === 0
            ? 'No students yet. Add them in Student Management.'
            : 'No students match these filters.'}
        </Typography>
      ) : (
        <List dense aria-label="Students">
          {shown.map((student) => {
            const name = fullName(student);
            const current = student.groupId
              ? (groupName.get(student.groupId) ?? student.groupName ?? 'a group')
              : null;
            return (
              <ListItem key={student.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                {bulk ? (
                  <Checkbox
                    edge="start"
                    checked={selected.has(student.id)}
                    onChange={() => toggle(student.id)}
                    slotProps={{ input: { 'aria-label': `Select ${name}` } }}
                  />
                ) : null}
                <ListItemText
                  primary={name}
                  secondary={`${gradeLabel(student.grade)} · ${current ?? 'Unassigned'}`}
                  sx={{ flex: '1 1 160px', minWidth: 0 }}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                {bulk ? null : (
                  <TextField
                    select
                    size="small"
                    label="Group"
                    value={student.groupId ?? ''}
                    disabled={busy || groups.length === 0}
                    onChange={(event) => {
                      if (event.target.value) {
                        void onAssign(event.target.value, [student.id]);
                      }
                    }}
                    sx={{ minWidth: 150, flex: { xs: '1 1 100%', sm: '0 0 180px' } }}
                    slotProps={{ htmlInput: { 'aria-label': `Group of ${name}` } }}
                  >
                    <MenuItem value="" disabled>
                      Unassigned
                    </MenuItem>
                    {groups.map((group) => (
                      <MenuItem key={group.id} value={group.id}>
                        {group.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {list.data ? (
        <StudentsPager
          page={filter.page}
          pageCount={pageCountOf(list.data.total)}
          total={list.data.total}
          perPage={ASSIGNMENT_PAGE_SIZE}
          onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
        />
      ) : null}
    </Paper>
  );
};
