import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import type { OptionLetter, StudentSessionQuiz } from '@portal/contracts';
import { questionSecondsLeft } from '@portal/contracts';
import { visuallyHidden } from '../layout/visuallyHidden';
import { ReadAloudButton } from '../reading-aids/ReadAloudButton';
import { ReadingAidsPanel } from '../reading-aids/ReadingAidsPanel';
import { ReadingAidsScope, scaled } from '../reading-aids/ReadingAidsScope';
import { ReadingAidsToggle } from '../reading-aids/ReadingAidsToggle';
import { questionSpeech } from '../reading-aids/speechText';
import { useReadingAids } from '../reading-aids/useReadingAids';
import { OptionButton } from './OptionButton';
import { QuestionCountdown } from './QuestionCountdown';
import { useNow } from './questionClock';
import { QuestionDots } from './QuestionDots';
import { answeredCount, optionsOf, percentOf, type Answers } from './quizModel';
import { isShortcutEvent, quizKeyAction } from './quizKeys';
import { SessionBadge } from './SessionBadge';
import { StageHeading } from './StageHeading';
import { SubmitConfirmDialog } from './SubmitConfirmDialog';
import { SpreadRow } from '@portal/ui-shared';

export interface QuizViewProps {
  quiz: StudentSessionQuiz;
  sessionCode: string;
  sessionTitle: string;
  answers: Answers;
  index: number;
  submitting: boolean;
  /** when the quiz's clock started, on this browser's clock; null: no time limits (issue 16) */
  quizStartedAt?: number | null;
  onSelect: (letter: OptionLetter) => void;
  onShowQuestion: (index: number) => void;
  onSubmit: () => void;
  onLeave: () => void;
}

/**
 * The quiz: progress bar, one question with options A–D, Previous/Next, 'Answered n / total', and
 * Submit Quiz on the last question. Keys: A–D or 1–4 choose, ← → move.
 */
export const QuizView = ({
  quiz,
  sessionCode,
  sessionTitle,
  answers,
  index,
  submitting,
  quizStartedAt = null,
  onSelect,
  onShowQuestion,
  onSubmit,
  onLeave,
}: QuizViewProps) => {
  const now = useNow(quizStartedAt !== null);
  const [confirming, setConfirming] = useState(false);
  const [aidsOpen, setAidsOpen] = useState(false);
  const aidsToggle = useRef<HTMLButtonElement>(null);
  const readingAids = useReadingAids();
  const count = quiz.questions.length;
  const question = quiz.questions[index];
  const options = useMemo(() => (question ? optionsOf(question) : []), [question]);
  const answered = answeredCount(quiz, answers);
  const chosen = question ? answers[String(question.number)] : undefined;
  const last = index === count - 1;
  const secondsLeft = question ? questionSecondsLeft(quiz, quizStartedAt, question.number, now) : null;
  const closed = secondsLeft === 0;

  useEffect(() => {
    if (confirming || submitting) {
      return undefined;
    }
    const available = options.map((option) => option.letter);
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event)) {
        return;
      }
      const action = quizKeyAction(event.key, index, count, available);
      if (action.kind === 'select') {
        event.preventDefault();
        onSelect(action.letter);
      } else if (action.kind === 'go') {
        event.preventDefault();
        onShowQuestion(action.index);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirming, submitting, options, index, count, onSelect, onShowQuestion]);

  const submit = () => {
    if (answered < count) {
      setConfirming(true);
    } else {
      onSubmit();
    }
  };

  const closeAids = () => {
    setAidsOpen(false);
    aidsToggle.current?.focus();
  };

  return (
    // the live quiz has no schedule: read-aloud is always there (issue 19)
    <ReadingAidsScope control={readingAids} readAloudAllowed>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
        <Card sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
          <SpreadRow gap={1}>
            <StageHeading>{quiz.title}</StageHeading>
            <SessionBadge code={sessionCode} title={sessionTitle} />
          </SpreadRow>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <LinearProgress
              variant="determinate"
              value={percentOf(answered, count)}
              aria-label={`Answered ${answered} of ${count}`}
              sx={{ flex: 1, height: 10, borderRadius: 5 }}
            />
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              Answered {answered} / {count}
            </Typography>
          </Box>
          <Box role="toolbar" aria-label="Quiz tools" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <ReadingAidsToggle
              controls="quiz-reading-aids"
              open={aidsOpen}
              toggle={aidsToggle}
              onClick={() => setAidsOpen((open) => !open)}
            />
          </Box>
        </Card>
        {aidsOpen && <ReadingAidsPanel id="quiz-reading-aids" onClose={closeAids} />}

        {question && (
          <Card
            component="section"
            aria-labelledby="classroom-question-text"
            sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
          >
            <SpreadRow gap={1}>
              <Typography
                variant="overline"
                color="primary"
                sx={{ fontWeight: 800, letterSpacing: 1, lineHeight: 1.5 }}
                aria-hidden
              >
                Question {index + 1} of {count}
              </Typography>
              <ReadAloudButton
                what={`quiz-question:${question.number}`}
                text={() =>
                  questionSpeech(
                    { question: question.text, type: 'multiple-choice', options },
                    index + 1,
                    count,
                  )
                }
              />
            </SpreadRow>
            {secondsLeft !== null && question && (
              <QuestionCountdown secondsLeft={secondsLeft} limit={question.timeLimit} />
            )}
            <Box aria-live="polite" sx={visuallyHidden}>
              {`Question ${index + 1} of ${count}`}
            </Box>
            <Typography
              id="classroom-question-text"
              variant="h3"
              component="p"
              sx={{
                fontSize: { xs: scaled(1.25), sm: scaled(1.45) },
                fontWeight: 700,
                lineHeight: 1.45,
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
              }}
            >
              {question.text}
            </Typography>
            <Box
              role="group"
              aria-labelledby="classroom-question-text"
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {options.map((option) => (
                <OptionButton
                  key={option.letter}
                  letter={option.letter}
                  text={option.text}
                  selected={chosen === option.letter}
                  disabled={submitting || closed}
                  onSelect={onSelect}
                />
              ))}
            </Box>
          </Card>
        )}

        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5 }}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<ArrowBackRoundedIcon />}
            onClick={() => onShowQuestion(index - 1)}
            disabled={index === 0 || submitting}
            sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 140 } }}
          >
            Previous
          </Button>
          {/* one element for Next and Submit Quiz, so focus stays on it when the last question comes up */}
          <Button
            key="forward"
            variant="contained"
            size="large"
            color={last ? 'success' : 'primary'}
            endIcon={
              last ? (
                submitting ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : (
                  <SendRoundedIcon />
                )
              ) : (
                <ArrowForwardRoundedIcon />
              )
            }
            onClick={last ? submit : () => onShowQuestion(index + 1)}
            disabled={submitting}
            sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 140 } }}
          >
            {last ? (submitting ? 'Submitting…' : 'Submit Quiz') : 'Next'}
          </Button>
        </Box>

        <Card sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
          <QuestionDots
            questions={quiz.questions}
            answers={answers}
            current={index}
            onSelect={onShowQuestion}
          />
          <SpreadRow gap={1}>
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
              Tip: press A–D or 1–4 to answer, ← and → to move.
            </Typography>
            <Button color="inherit" startIcon={<LogoutRoundedIcon />} onClick={onLeave} disabled={submitting}>
              Leave Session
            </Button>
          </SpreadRow>
        </Card>

        <SubmitConfirmDialog
          open={confirming}
          answered={answered}
          total={count}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onSubmit();
          }}
        />
      </Box>
    </ReadingAidsScope>
  );
};
