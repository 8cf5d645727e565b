import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LockClockRoundedIcon from '@mui/icons-material/LockClockRounded';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { useId } from 'react';
import type { QuestionStats } from './sessionStats';
import { BareList } from '../common/BareList';
import { spreadRowSx } from '../common/spreadRowSx';

export interface LiveAnswerStatsProps {
  questionNumber: number;
  stats: QuestionStats;
  /** students in the session */
  students: number;
  /** the question's time is up: the server takes no more answers to it (issue 16) */
  closed?: boolean;
}

/** Live Answer Stats (spec 002 §2.13): one bar per option with its count and whole-percent share. */
export const LiveAnswerStats = ({
  questionNumber,
  stats,
  students,
  closed = false,
}: LiveAnswerStatsProps) => {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ minWidth: 0 }}>
      <Box sx={spreadRowSx('baseline')}>
        <Typography id={`${id}-heading`} variant="h3" component="h3">
          Live Answer Stats
        </Typography>
        {closed && (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            icon={<LockClockRoundedIcon />}
            label={`Question ${questionNumber} closed`}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {stats.answered} of {students} {students === 1 ? 'student' : 'students'} answered question{' '}
          {questionNumber}
        </Typography>
      </Box>
      {stats.answered === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
          No answers yet for this question
        </Typography>
      ) : (
        <BareList aria-label={`Answers to question ${questionNumber}`} gap={1.25} sx={{ mt: 1.5 }}>
          {stats.options.map((option) => (
            <Box component="li" key={option.letter} sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <Typography
                  variant="body2"
                  sx={{
                    display: 'flex',
                    gap: 0.75,
                    alignItems: 'center',
                    minWidth: 0,
                    fontWeight: option.correct ? 700 : 500,
                    overflowWrap: 'anywhere',
                  }}
                >
                  <Box component="span" sx={{ fontWeight: 800 }}>
                    {option.letter}.
                  </Box>
                  <Box component="span" sx={{ minWidth: 0 }}>
                    {option.text || '(blank)'}
                  </Box>
                  {option.correct ? (
                    <Box
                      component="span"
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.25,
                        color: (theme) =>
                          theme.palette.success[theme.palette.mode === 'dark' ? 'light' : 'dark'],
                        whiteSpace: 'nowrap',
                      }}
                    >
                      <CheckCircleRoundedIcon sx={{ fontSize: 16 }} aria-hidden />
                      correct
                    </Box>
                  ) : null}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {option.count} {option.count === 1 ? 'answer' : 'answers'} · {option.percent}%
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={option.percent}
                color={option.correct ? 'success' : 'primary'}
                aria-hidden
                sx={{ mt: 0.5, height: 10, borderRadius: 5 }}
              />
            </Box>
          ))}
        </BareList>
      )}
    </Box>
  );
};
