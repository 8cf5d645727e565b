import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { studentExamStatus, type StudentExamItem } from '@portal/contracts';
import { StatusChip } from '../common/StatusChip';
import { formatDate } from '../common/formatDate';
import { examTypeLabel, subjectLabel } from './studentLabels';

export interface StudentExamRowProps {
  item: StudentExamItem;
}

/** One assignment or schedule: its exam, Assignment or Scheduled, Completed or Pending (spec 001 §2.5). */
export const StudentExamRow = ({ item }: StudentExamRowProps) => {
  const status = studentExamStatus(item);
  const subject = subjectLabel(item.exam?.examType);
  const facts = [subject, `Added ${formatDate(item.createdAt)}`].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.exam?.title ?? 'Exam no longer available'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {facts}
        </Typography>
        {item.instructions ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {item.instructions}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        <StatusChip label={examTypeLabel(item.type)} tone="neutral" />
        <StatusChip
          label={status}
          tone={status === 'Completed' ? 'success' : 'warning'}
          icon={status === 'Completed' ? <CheckCircleRoundedIcon /> : <ScheduleRoundedIcon />}
        />
      </Box>
    </Box>
  );
};
