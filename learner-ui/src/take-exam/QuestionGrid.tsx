import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { PLAIN_LIST } from '@portal/ui-shared';
import type { ExamQuestion } from './examModel';
import { isAnswered } from './examModel';

export interface QuestionGridProps {
  questions: readonly ExamQuestion[];
  answers: Record<string, string>;
  flagged: ReadonlySet<string>;
  current: number;
  onSelect: (index: number) => void;
  /**
   * preventBacktrack: the grid shows progress only; questions before this index are closed
   * (null: every question can be opened from the grid)
   */
  closedBefore?: number | null;
}

/** A key under the grid: a square coloured as the buttons are (swatch), or an icon, and its meaning. */
const Legend = ({ swatch, icon, label }: { swatch?: object; icon?: ReactNode; label: string }) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: icon ? 0.5 : 0.75 }}>
    {icon ?? <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '4px', ...swatch }} />}
    <Typography component="span" variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/**
 * Every question as a numbered square in 10 columns: answered, current and flagged (spec 002
 * §2.6). In a forward-only exam the squares show progress and cannot be opened; those already
 * left are closed (a lock).
 */
export const QuestionGrid = ({
  questions,
  answers,
  flagged,
  current,
  onSelect,
  closedBefore = null,
}: QuestionGridProps) => {
  const answeredCount = questions.filter((q) => isAnswered(answers[q.id])).length;
  const forwardOnly = closedBefore !== null;
  return (
    <Card component="nav" aria-label="Questions" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.05rem' }}>
        {answeredCount} of {questions.length} answered
      </Typography>
      <Box
        component="ol"
        sx={{
          ...PLAIN_LIST,
          display: 'grid',
          gridTemplateColumns: 'repeat(10, minmax(0, 52px))',
          gap: { xs: 0.5, sm: 0.75 },
        }}
      >
        {questions.map((question, index) => {
          const answered = isAnswered(answers[question.id]);
          const isFlagged = flagged.has(question.id);
          const isCurrent = index === current;
          const closed = forwardOnly && index < (closedBefore ?? 0);
          const state = [
            answered ? 'answered' : 'not answered',
            isFlagged ? 'flagged' : '',
            closed ? 'closed' : '',
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <Box component="li" key={question.id} sx={{ minWidth: 0 }}>
              <ButtonBase
                onClick={() => onSelect(index)}
                disabled={forwardOnly && !isCurrent}
                aria-label={`Question ${index + 1}, ${state}`}
                aria-current={isCurrent ? 'step' : undefined}
                data-answered={answered}
                data-flagged={isFlagged}
                data-closed={closed}
                sx={{
                  position: 'relative',
                  width: '100%',
                  aspectRatio: '1',
                  borderRadius: '8px',
                  fontWeight: 800,
                  fontSize: { xs: '0.8rem', sm: '0.95rem' },
                  border: 2,
                  borderColor: isCurrent ? 'primary.dark' : answered ? 'primary.main' : 'divider',
                  bgcolor: answered ? 'primary.main' : 'background.paper',
                  color: answered ? 'primary.contrastText' : 'text.primary',
                  boxShadow: isCurrent ? (theme) => `0 0 0 3px ${theme.palette.primary.light}` : 'none',
                  '&:hover': { borderColor: 'primary.dark' },
                  '&.Mui-disabled': { opacity: closed ? 0.55 : 1 },
                }}
              >
                {index + 1}
                {closed && (
                  <LockRoundedIcon
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      bottom: -6,
                      right: -6,
                      fontSize: 16,
                      color: 'text.secondary',
                      bgcolor: 'background.paper',
                      borderRadius: '50%',
                    }}
                  />
                )}
                {isFlagged && (
                  <FlagRoundedIcon
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: -6,
                      right: -6,
                      fontSize: 16,
                      color: 'secondary.dark',
                      bgcolor: 'background.paper',
                      borderRadius: '50%',
                    }}
                  />
                )}
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Legend swatch={{ bgcolor: 'primary.main' }} label="Answered" />
        <Legend swatch={{ border: 2, borderColor: 'divider' }} label="Not answered" />
        <Legend
          swatch={{ border: 2, borderColor: 'primary.dark', boxShadow: '0 0 0 2px #6C7BF0' }}
          label="Current"
        />
        <Legend
          icon={<FlagRoundedIcon aria-hidden sx={{ fontSize: 16, color: 'secondary.dark' }} />}
          label="Flagged"
        />
        {forwardOnly && (
          <Legend
            icon={<LockRoundedIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />}
            label="Closed"
          />
        )}
      </Box>
    </Card>
  );
};
