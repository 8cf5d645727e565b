import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { Group } from '@portal/contracts';
import { formatDate } from '../common/formatDate';
import { gradeLabel } from './groupDisplay';

export interface GroupDetailsDialogProps {
  group: Group | null;
  onClose: () => void;
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </>
);

/** A group's details with its memberCount and members (spec 002 §2.1). */
export const GroupDetailsDialog = ({ group, onClose }: GroupDetailsDialogProps) => (
  <Dialog
    open={group !== null}
    onClose={onClose}
    maxWidth="sm"
    fullWidth
    aria-labelledby="group-details-title"
  >
    {group ? (
      <>
        <DialogTitle id="group-details-title" sx={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </DialogTitle>
        <DialogContent dividers>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
          >
            <Row label="Tutor" value={group.tutor.name || '—'} />
            <Row label="Grade" value={gradeLabel(group.grade)} />
            <Row label="Academic year" value={group.academicYear} />
            <Row label="Members" value={`${group.memberCount} of ${group.maxStudents}`} />
            <Row label="Status" value={group.isActive ? 'Active' : 'Inactive'} />
            <Row label="Subjects" value={group.settings.subjects.join(', ') || '—'} />
            <Row label="Schedule" value={group.schedule ?? '—'} />
            <Row label="Created" value={formatDate(group.createdAt)} />
          </Box>
          {group.description ? (
            <Typography variant="body2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
              {group.description}
            </Typography>
          ) : null}
          <Typography variant="h3" sx={{ fontSize: '1rem', mt: 2 }}>
            Members ({group.memberCount})
          </Typography>
          {group.students && group.students.length > 0 ? (
            <List dense>
              {group.students.map((student) => (
                <ListItem key={student.id} disableGutters>
                  <ListItemText
                    primary={`${student.firstName} ${student.lastName}`}
                    secondary={`${gradeLabel(student.grade)} · ${student.email}`}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              No students in this group yet. Assign them on the Student-Group Assignments page.
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            Close
          </Button>
        </DialogActions>
      </>
    ) : null}
  </Dialog>
);
