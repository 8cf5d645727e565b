import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ScoreChip } from '../analytics-common/ScoreChip';
import { plural } from '../analytics-common/scores';
import { SearchField } from '../common/SearchField';
import { filterStudents, gradeLabel } from './studentAnalytics';
import type { AnalyticsStudent } from './tutorAnalyticsApi';
import { LoadingRegion } from '@portal/ui-shared';

export interface StudentListPanelProps {
  students: readonly AnalyticsStudent[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** "students" or "children" */
  noun: string;
}

/** The searchable student list (spec 002 §2.10): name, group, average (80 / 60 colours), attempts. */
export const StudentListPanel = ({ students, selectedId, onSelect, noun }: StudentListPanelProps) => {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterStudents(students, search), [students, search]);
  return (
    <Card
      component="nav"
      aria-label={`Choose a ${noun === 'children' ? 'child' : 'student'}`}
      sx={{ minWidth: 0 }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchField fullWidth label={`Search ${noun}`} value={search} onChange={setSearch} />
        <Typography
          variant="caption"
          color="text.secondary"
          role="status"
          sx={{ display: 'block', mt: 0.75 }}
        >
          {search.trim()
            ? `${shown.length} of ${students.length} ${noun}`
            : plural(students.length, noun === 'children' ? 'child' : 'student', noun)}
        </Typography>
      </Box>
      {shown.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          No {noun} match “{search.trim()}”.
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: { md: 640 }, overflowY: { md: 'auto' } }}>
          {shown.map((student) => {
            const selected = student.id === selectedId;
            const details = [student.groupName, gradeLabel(student.grade)].filter(Boolean).join(' · ');
            return (
              // a list holds list items (WCAG 1.3.1): each button inside its <li>
              <ListItem key={student.id} disablePadding>
                <ListItemButton
                  selected={selected}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(student.id)}
                  sx={{ gap: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider', py: 1 }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{student.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {details || 'No group'} · {plural(student.totalAttempts, 'attempt')}
                    </Typography>
                  </Box>
                  {student.totalAttempts > 0 ? (
                    <ScoreChip percentage={student.averageScore} />
                  ) : (
                    <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      No attempts
                    </Typography>
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Card>
  );
};

export const StudentListSkeleton = () => (
  <LoadingRegion label="Loading students" component={Card} sx={{ p: 1.5 }}>
    <Skeleton variant="rounded" height={40} />
    {[0, 1, 2, 3, 4].map((key) => (
      <Box key={key} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5 }}>
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="45%" />
        </Box>
        <Skeleton variant="rounded" width={48} height={24} />
      </Box>
    ))}
  </LoadingRegion>
);
