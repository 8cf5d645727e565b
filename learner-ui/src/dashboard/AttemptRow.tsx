import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import type { DashboardAttempt } from '@portal/contracts';
import { radii } from '@portal/ui-shared/theme';
import { attemptDate, attemptDuration, examTypeLabel } from './dashboardFormat';
import { ScoreBadge } from './ScoreBadge';
import { SubjectIcon } from './SubjectIcon';

export interface AttemptRowProps {
  attempt: DashboardAttempt;
  /** Opens the exam-results page for this attempt. */
  onOpen: (attemptId: string) => void;
}

/** One finished exam: title, type, date, time spent, and the score; the whole row opens it. */
export const AttemptRow = ({ attempt, onOpen }: AttemptRowProps) => {
  const details = [
    examTypeLabel(attempt.exam.examType),
    attemptDate(attempt.endTime),
    attemptDuration(attempt.timeSpent),
  ].filter(Boolean);
  return (
    <li>
      <ButtonBase
        onClick={() => onOpen(attempt.id)}
        sx={{
          width: '100%',
          minHeight: 72,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1.25, sm: 1.75 },
          px: { xs: 1, sm: 1.5 },
          py: 1.5,
          textAlign: 'left',
          borderRadius: `${radii.md}px`,
          transition: 'background-color 120ms',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <SubjectIcon type={attempt.exam.examType} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.35 }}>
            {attempt.exam.title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {details.join(' · ')}
          </Typography>
        </Box>
        <ScoreBadge
          percentage={attempt.percentage}
          score={attempt.score}
          totalMarks={attempt.totalMarks}
          correctAnswers={attempt.correctAnswers}
          totalQuestions={attempt.totalQuestions}
        />
        <ChevronRightRoundedIcon
          aria-hidden
          sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
        />
      </ButtonBase>
    </li>
  );
};
