import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { ScoreChip } from '../analytics-common/ScoreChip';
import { examTypeLabel, shortDuration } from '../analytics-common/scores';
import { formatDateTime } from '../common/formatDate';
import type { StudentExam } from './tutorAnalyticsApi';
import { marksScoreText } from '@portal/contracts';
import { BareList } from '../common/BareList';

export interface RecentExamListProps {
  exams: readonly StudentExam[];
  onView: (attemptId: string) => void;
}

/** The student's latest exams (at most 10), each with its score and View Results. */
export const RecentExamList = ({ exams, onView }: RecentExamListProps) => (
  <BareList>
    {exams.map((exam) => (
      <Box
        component="li"
        key={exam.id}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          py: 1.25,
          borderTop: 1,
          borderColor: 'divider',
          '&:first-of-type': { borderTop: 0 },
        }}
      >
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{exam.examTitle}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.25 }}>
            {exam.examType ? <Chip size="small" label={examTypeLabel(exam.examType)} /> : null}
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(exam.completedAt)}
              {exam.timeTaken > 0 ? ` · ${shortDuration(exam.timeTaken)}` : ''}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {marksScoreText(exam.score, exam.totalMarks)}
          </Typography>
          <ScoreChip percentage={exam.percentage} />
          <Button
            size="small"
            variant="outlined"
            startIcon={<VisibilityRoundedIcon />}
            onClick={() => onView(exam.id)}
            aria-label={`View Results of ${exam.examTitle}`}
          >
            View Results
          </Button>
        </Box>
      </Box>
    ))}
  </BareList>
);
