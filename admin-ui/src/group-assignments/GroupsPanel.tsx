import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import { useState } from 'react';
import type { Group } from '@portal/contracts';
import { gradeLabel } from '../groups/groupDisplay';
import { toggledIn } from './toggledIn';

export interface GroupsPanelProps {
  groups: readonly Group[];
  busy: boolean;
  onRemove: (group: Group, studentId: string, name: string) => void;
}

/** Groups with expandable rows listing their enrolled students, each with a remove action (spec 002 §2.2). */
export const GroupsPanel = ({ groups, busy, onRemove }: GroupsPanelProps) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => setOpen((current) => toggledIn(current, id));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="groups-panel-heading" sx={{ minWidth: 0 }}>
      <Typography variant="h2" id="groups-panel-heading" sx={{ fontSize: '1.15rem', p: 2, pb: 1 }}>
        Groups ({groups.length})
      </Typography>
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No groups yet. Create one in Group Management first.
        </Typography>
      ) : (
        <List disablePadding>
          {groups.map((group) => {
            const expanded = open.has(group.id);
            const membersId = `group-members-${group.id}`;
            return (
              <Box
                component="li"
                key={group.id}
                sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider' }}
              >
                <ListItemButton
                  onClick={() => toggle(group.id)}
                  aria-expanded={expanded}
                  aria-controls={membersId}
                >
                  <ListItemText
                    primary={group.name}
                    secondary={`${gradeLabel(group.grade)} · ${group.memberCount} / ${group.maxStudents} students`}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                  />
                  {expanded ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
                </ListItemButton>
                <Collapse in={expanded} id={membersId} unmountOnExit>
                  {group.students && group.students.length > 0 ? (
                    <List dense aria-label={`Students in ${group.name}`} sx={{ pl: 2 }}>
                      {group.students.map((student) => {
                        const name = `${student.firstName} ${student.lastName}`;
                        return (
                          <ListItem
                            key={student.id}
                            secondaryAction={
                              <IconButton
                                edge="end"
                                aria-label={`Remove ${name} from ${group.name}`}
                                disabled={busy}
                                onClick={() => onRemove(group, student.id, name)}
                              >
                                <PersonRemoveRoundedIcon />
                              </IconButton>
                            }
                          >
                            <ListItemText
                              primary={name}
                              secondary={gradeLabel(student.grade)}
                              slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 1 } } }}
                            />
                          </ListItem>
                        );
                      })}
                    </List>
                  ) : (
                    <Typography variant="body2" color="text.secondary" sx={{ px: 4, pb: 1.5 }}>
                      No students enrolled.
                    </Typography>
                  )}
                </Collapse>
              </Box>
            );
          })}
        </List>
      )}
    </Paper>
  );
};
