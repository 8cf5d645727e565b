import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { EXAM_TYPE_LABELS, type ExamSummary } from '@portal/contracts';
import { CardButton } from '../common/CardButton';
import { CardFoot } from '../common/CardFoot';
import { DIFFICULTY_COLORS, DIFFICULTY_LABELS, GRADE_LABELS, minutesLabel } from './examLabels';

export interface ExamCardProps {
  exam: ExamSummary;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One exam: title and subject, its figures, and view / edit / delete. */
export const ExamCard = ({ exam, onView, onEdit, onDelete }: ExamCardProps) => {
  const headingId = `exam-${exam.id}-title`;
  const facts: [string, string][] = [
    ['Duration', minutesLabel(exam.duration)],
    ['Questions', String(exam.questionCount)],
    ['Total marks', String(exam.totalMarks)],
    ['Grade', GRADE_LABELS[exam.grade]],
  ];
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        <Chip size="small" color="primary" label={EXAM_TYPE_LABELS[exam.examType]} />
        <Chip
          size="small"
          variant="outlined"
          color={DIFFICULTY_COLORS[exam.difficulty]}
          label={DIFFICULTY_LABELS[exam.difficulty]}
        />
        <Chip
          size="small"
          variant={exam.isActive ? 'filled' : 'outlined'}
          color={exam.isActive ? 'success' : 'default'}
          label={exam.isActive ? 'Active' : 'Inactive'}
        />
        {exam.availableForPractice === true ? (
          <Chip size="small" variant="outlined" color="secondary" label="Practice" />
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          {exam.title}
        </Typography>
        {exam.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {exam.description}
          </Typography>
        ) : null}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <CardFoot sx={{ pt: 0, alignItems: 'center' }}>
        <CardButton
          icon={<VisibilityRoundedIcon />}
          label="View"
          ariaLabel={`View ${exam.title}`}
          onClick={onView}
        />
        <CardButton
          icon={<EditRoundedIcon />}
          label="Edit"
          ariaLabel={`Edit ${exam.title}`}
          onClick={onEdit}
        />
        <Tooltip title="Delete exam">
          <IconButton
            size="small"
            color="error"
            onClick={onDelete}
            aria-label={`Delete ${exam.title}`}
            sx={{ ml: 'auto' }}
          >
            <DeleteOutlineRoundedIcon />
          </IconButton>
        </Tooltip>
      </CardFoot>
    </Card>
  );
};
