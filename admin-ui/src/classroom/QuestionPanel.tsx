import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { useEffect, useId, useState } from 'react';
import type { SessionQuiz } from '@portal/contracts';
import { questionSecondsLeft } from '@portal/contracts';
import { OPTION_LETTERS, type StudentRow } from './classroomState';
import { questionStats } from './sessionStats';
import { LiveAnswerStats } from './LiveAnswerStats';
import { visuallyHidden } from '../common/visuallyHidden';
import { BareList } from '../common/BareList';
import { spreadRowSx } from '../common/spreadRowSx';

export interface QuestionPanelProps {
  quiz: SessionQuiz;
  /** 0-based */
  index: number;
  onIndexChange: (index: number) => void;
  students: readonly StudentRow[];
  /** when the quiz's clock started, on this browser's clock; null: unknown (issue 16) */
  quizStartedAt?: number | null;
}

/** m:ss */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The time now, renewed every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) {
      return undefined;
    }
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/** The current question with its correct option highlighted, Previous/Next, and its live stats. */
export const QuestionPanel = ({
  quiz,
  index,
  onIndexChange,
  students,
  quizStartedAt = null,
}: QuestionPanelProps) => {
  const id = useId();
  const now = useNow(quizStartedAt !== null);
  const total = quiz.questions.length;
  const question = quiz.questions[Math.min(index, total - 1)];
  if (!question) {
    return null;
  }
  const stats = questionStats(quiz, question.number, students);
  // issue 16: the same clock as the students' and the server's (answers refused once closed)
  const secondsLeft = questionSecondsLeft(quiz, quizStartedAt, question.number, now);
  const position = `Question ${question.number} of ${total}`;
  return (
    <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={spreadRowSx('center')}>
        <Typography id={`${id}-heading`} variant="h2">
          Current question
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ChevronLeftRoundedIcon />}
            disabled={index <= 0}
            onClick={() => onIndexChange(index - 1)}
          >
            Previous
          </Button>
          <Button
            size="small"
            variant="outlined"
            endIcon={<ChevronRightRoundedIcon />}
            disabled={index >= total - 1}
            onClick={() => onIndexChange(index + 1)}
          >
            Next
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="overline" color="primary" aria-live="polite">
          {position}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <TimerOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          {question.timeLimit} s
          {secondsLeft !== null && (
            <Box
              component="span"
              role="timer"
              aria-label={`Time left on question ${question.number}`}
              sx={{ fontWeight: 700, color: secondsLeft === 0 ? 'error.main' : 'text.primary' }}
            >
              {secondsLeft === 0 ? ' · closed' : ` · ${formatCountdown(secondsLeft)} left`}
            </Box>
          )}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '1.15rem', fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}>
        {question.text}
      </Typography>
      <BareList
        ordered
        aria-label={`Options of question ${question.number}`}
        sx={{ mt: 1.5, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {OPTION_LETTERS.filter((letter) => question.options[letter].trim() !== '').map((letter) => {
          const correct = question.correctAnswer === letter;
          return (
            <Box
              component="li"
              key={letter}
              sx={(theme) => ({
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                p: 1.25,
                borderRadius: 1,
                border: 1,
                borderColor: correct ? 'success.main' : 'divider',
                borderWidth: correct ? 2 : 1,
                bgcolor: correct ? alpha(theme.palette.success.main, 0.12) : 'transparent',
                minWidth: 0,
              })}
            >
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  flex: '0 0 auto',
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  bgcolor: correct ? 'success.main' : 'action.selected',
                  color: correct ? 'success.contrastText' : 'text.primary',
                }}
              >
                {letter}
              </Box>
              <Typography
                sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: correct ? 700 : 400 }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {letter}:{' '}
                </Box>
                {question.options[letter]}
              </Typography>
              {correct ? (
                <Typography
                  variant="caption"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.25,
                    fontWeight: 700,
                    color: (theme) => theme.palette.success[theme.palette.mode === 'dark' ? 'light' : 'dark'],
                    whiteSpace: 'nowrap',
                  }}
                >
                  <CheckCircleRoundedIcon sx={{ fontSize: 16 }} aria-hidden />
                  Correct answer
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </BareList>
      <Divider sx={{ my: 2 }} />
      <LiveAnswerStats
        questionNumber={question.number}
        stats={stats}
        students={students.length}
        closed={secondsLeft === 0}
      />
    </Card>
  );
};
