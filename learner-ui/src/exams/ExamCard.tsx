import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { examTypeColours, examTypeLabel } from '../dashboard/dashboardFormat';
import { dueText, examAction, type ExamAction } from './examListLogic';
import type { AvailableExam } from '@portal/contracts';

export interface ExamCardProps {
  exam: AvailableExam;
  now: number;
  layout: 'card' | 'row';
  highlighted: boolean;
  onAction: (exam: AvailableExam, action: ExamAction) => void;
}

const Meta = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
    <Box aria-hidden sx={{ display: 'inline-flex', '& svg': { fontSize: 18 } }}>
      {icon}
    </Box>
    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  </Box>
);

/** One exam of Practice Exams: subject, title, time, due countdown and its action (spec 002 §2.5). */
export const ExamCard = ({ exam, now, layout, highlighted, onAction }: ExamCardProps) => {
  const action = examAction(exam);
  // a finished exam has nothing left to be due
  const due = action.kind === 'view_results' ? null : dueText(exam.dueDate, now);
  const timeInfo = exam.uiState.showTimeInfo ? exam.uiState.timeText.trim() : '';
  const colours = examTypeColours(exam.examType ?? '');
  const overdue = due === 'Overdue';
  const row = layout === 'row';
  return (
    <Card
      component="article"
      aria-label={exam.displayTitle}
      data-highlighted={highlighted || undefined}
      id={`exam-${exam.id}`}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: row ? { xs: 'column', sm: 'row' } : 'column',
        alignItems: row ? { xs: 'stretch', sm: 'center' } : 'stretch',
        gap: 1.5,
        minWidth: 0,
        borderLeft: 6,
        borderLeftColor: colours.color,
        outline: highlighted ? 3 : 0,
        outlineColor: 'secondary.main',
        outlineStyle: 'solid',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {exam.examType && (
            <Chip
              size="small"
              label={examTypeLabel(exam.examType)}
              sx={{ bgcolor: colours.soft, color: colours.color, fontWeight: 700 }}
            />
          )}
          {exam.difficulty && <Chip size="small" variant="outlined" label={examTypeLabel(exam.difficulty)} />}
          {highlighted && <Chip size="small" color="secondary" label="From your link" />}
        </Box>
        <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {exam.displayTitle}
        </Typography>
        {exam.description && !row && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {exam.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 2 } }}>
          {exam.duration > 0 && <Meta icon={<AccessTimeRoundedIcon />}>{exam.duration} minutes</Meta>}
          {due && (
            <Box
              component="span"
              data-due={due}
              sx={{ color: overdue ? 'error.main' : undefined, display: 'inline-flex' }}
            >
              <Meta icon={<EventRoundedIcon />}>{due}</Meta>
            </Box>
          )}
          {timeInfo && timeInfo !== due && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {timeInfo}
            </Typography>
          )}
        </Box>
        {exam.scheduledBy.name.trim() && (
          <Typography variant="body2" color="text.secondary">
            Set by {exam.scheduledBy.name}
          </Typography>
        )}
      </Box>
      <Button
        variant={action.kind === 'view_results' ? 'outlined' : 'contained'}
        color={action.kind === 'resume' ? 'secondary' : 'primary'}
        size="large"
        disabled={!action.enabled}
        startIcon={action.enabled && action.kind !== 'view_results' ? <PlayArrowRoundedIcon /> : undefined}
        onClick={() => onAction(exam, action)}
        aria-label={`${action.label}: ${exam.displayTitle}`}
        sx={{ alignSelf: row ? { xs: 'stretch', sm: 'center' } : 'stretch', minHeight: 48, flexShrink: 0 }}
      >
        {action.label}
      </Button>
    </Card>
  );
};
