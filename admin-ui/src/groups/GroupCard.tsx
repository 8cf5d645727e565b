import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import type { Group } from '@portal/contracts';
import { CardButton } from '../common/CardButton';
import { CardFoot } from '../common/CardFoot';
import { capacityPercent, gradeLabel } from './groupDisplay';
import { BareList } from '../common/BareList';

export interface GroupCardProps {
  group: Group;
  showTutor: boolean;
  onView: (group: Group) => void;
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}

/** One group (spec 002 §2.1): name, grade, year, subjects, the real capacity, active or not. */
export const GroupCard = ({ group, showTutor, onView, onEdit, onDelete }: GroupCardProps) => {
  const headingId = `group-${group.id}-name`;
  const percent = capacityPercent(group);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {gradeLabel(group.grade)} · {group.academicYear}
          </Typography>
          {showTutor ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {group.tutor.name || 'Unknown tutor'}
              {group.tutor.organizationName ? ` · ${group.tutor.organizationName}` : ''}
            </Typography>
          ) : null}
        </Box>
        <Chip
          size="small"
          label={group.isActive ? 'Active' : 'Inactive'}
          color={group.isActive ? 'success' : 'default'}
          variant={group.isActive ? 'filled' : 'outlined'}
        />
      </Box>
      {group.description ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {group.description}
        </Typography>
      ) : null}
      {group.settings.subjects.length > 0 ? (
        <BareList aria-label="Subjects" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {group.settings.subjects.map((subject) => (
            <li key={subject}>
              <Chip size="small" variant="outlined" label={subject} />
            </li>
          ))}
        </BareList>
      ) : null}
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }} id={`${headingId}-capacity`}>
          Capacity: {group.memberCount} / {group.maxStudents}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby={`${headingId}-capacity`}
          color={percent >= 100 ? 'warning' : 'primary'}
          sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
        />
      </Box>
      <CardFoot>
        <CardButton
          variant="text"
          icon={<VisibilityRoundedIcon />}
          label="View"
          ariaLabel={`View ${group.name}`}
          onClick={() => onView(group)}
        />
        <CardButton
          variant="text"
          icon={<EditRoundedIcon />}
          label="Edit"
          ariaLabel={`Edit ${group.name}`}
          onClick={() => onEdit(group)}
        />
        <CardButton
          variant="text"
          color="error"
          icon={<DeleteOutlineRoundedIcon />}
          label="Delete"
          ariaLabel={`Delete ${group.name}`}
          onClick={() => onDelete(group)}
        />
      </CardFoot>
    </Card>
  );
};
