import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { ErrorState } from '@portal/ui-shared';
import { RetryAlert } from '../shell/ListStates';
import type { AttemptContext } from './attemptApi';
import { unansweredCount } from './examModel';
import { ExamTimer } from './ExamTimer';
import { examKeyAction } from './keyboard';
import { PassagePanel } from './PassagePanel';
import { QuestionGrid } from './QuestionGrid';
import { QuestionPanel } from './QuestionPanel';
import { SaveIndicator } from './SaveIndicator';
import { SubmitDialog } from './SubmitDialog';
import { TAKE_EXAM_MESSAGES, useExamAttempt } from './useExamAttempt';

export interface TakeExamPageProps {
  context: AttemptContext;
  studentId: string;
  /** Called one second after the exam was submitted, with the attempt to show. */
  onComplete: (attemptId: string) => void;
  onBack: () => void;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return (
    target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'radio')
  );
}

/** take-exam (spec 002 §2.6): a timed exam with auto-save, big and clear for a child on a tablet. */
export const TakeExamPage = ({ context, studentId, onComplete, onBack }: TakeExamPageProps) => {
  const attempt = useExamAttempt(context, studentId, onComplete);
  const { phase, exam, index, answers, flagged, goTo, setAnswer } = attempt;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [confirming, setConfirming] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(true);
  const question = exam?.questions[index];
  const count = exam?.questions.length ?? 0;
  const busy = phase.status !== 'active' && phase.status !== 'submit-error';

  useEffect(() => {
    if (phase.status !== 'active' || confirming) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) {
        return;
      }
      const action = examKeyAction(event.key, index, count, question);
      if (action.kind === 'go') {
        event.preventDefault();
        goTo(action.index);
      } else if (action.kind === 'answer' && question) {
        event.preventDefault();
        setAnswer(question.id, action.value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase.status, confirming, index, count, question, goTo, setAnswer]);

  const back = () => {
    attempt.flush();
    onBack();
  };
  const backButton = (
    <Button startIcon={<ArrowBackRoundedIcon />} onClick={back}>
      Back to Dashboard
    </Button>
  );

  if (phase.status === 'loading') {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Getting your exam ready…</Typography>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }
  if (phase.status === 'load-error' || !exam) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>{backButton}</Box>
        <ErrorState
          title={TAKE_EXAM_MESSAGES.loadFailed}
          message={phase.status === 'load-error' ? (phase.detail ?? undefined) : undefined}
          onRetry={attempt.retryLoad}
          retryLabel="Retry"
        />
      </Box>
    );
  }
  if (phase.status === 'completed') {
    return (
      <Card
        role="status"
        sx={{ p: { xs: 4, sm: 6 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
      >
        <CheckCircleRoundedIcon aria-hidden color="success" sx={{ fontSize: 72 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          Exam submitted!
        </Typography>
        <Typography color="text.secondary">Well done. Taking you to your results…</Typography>
        <CircularProgress size={28} />
      </Card>
    );
  }

  const last = index === count - 1;
  const unanswered = unansweredCount(exam.questions, answers);
  const passage = question?.passage ?? null;
  const questionPanel = question ? (
    <QuestionPanel
      question={question}
      number={index + 1}
      total={count}
      answer={answers[question.id] ?? ''}
      flagged={flagged.has(question.id)}
      disabled={busy}
      onAnswer={(value) => setAnswer(question.id, value)}
      onToggleFlag={() => attempt.toggleFlag(question.id)}
    />
  ) : (
    <Alert severity="info">This exam has no questions.</Alert>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Card
        component="header"
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          position: 'sticky',
          top: { xs: 64, md: 8 },
          zIndex: 2,
        }}
      >
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.2rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
          >
            {exam.title}
          </Typography>
          <SaveIndicator status={attempt.saveStatus} offline={attempt.offline} />
        </Box>
        <ExamTimer remaining={attempt.remaining} total={attempt.totalSeconds} />
        <Button
          variant="contained"
          size="large"
          startIcon={<SendRoundedIcon />}
          onClick={() => setConfirming(true)}
          disabled={busy || count === 0}
        >
          Submit
        </Button>
      </Card>

      {attempt.resumed && welcomeOpen && (
        <Alert severity="info" onClose={() => setWelcomeOpen(false)}>
          <strong>Welcome back!</strong> Your answers have been restored, so you can carry on where you left
          off.
        </Alert>
      )}
      {phase.status === 'submit-error' && (
        <RetryAlert onRetry={attempt.submit} retryLabel="Try again">
          {TAKE_EXAM_MESSAGES.submitFailed}
        </RetryAlert>
      )}
      {phase.status === 'submitting' && (
        <Alert severity="info" icon={<CircularProgress size={20} />}>
          Submitting your exam…
        </Alert>
      )}

      {passage ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: wide ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          <PassagePanel key={passage.id} passage={passage} collapsible={!wide} />
          {questionPanel}
        </Box>
      ) : (
        questionPanel
      )}

      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5 }}>
        <Button
          variant="outlined"
          size="large"
          startIcon={<ArrowBackRoundedIcon />}
          onClick={() => goTo(index - 1)}
          disabled={index === 0}
          sx={{ minWidth: 132, minHeight: 52 }}
        >
          Previous
        </Button>
        {last ? (
          <Button
            variant="contained"
            size="large"
            color="success"
            endIcon={<SendRoundedIcon />}
            onClick={() => setConfirming(true)}
            disabled={busy}
            sx={{ minWidth: 132, minHeight: 52 }}
          >
            Finish
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            endIcon={<ArrowForwardRoundedIcon />}
            onClick={() => goTo(index + 1)}
            sx={{ minWidth: 132, minHeight: 52 }}
          >
            Next
          </Button>
        )}
      </Box>

      <QuestionGrid
        questions={exam.questions}
        answers={answers}
        flagged={flagged}
        current={index}
        onSelect={goTo}
      />
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
        Tip: use the ← and → keys to move, number keys to jump, and A–D to choose an answer.
      </Typography>
      <Box>{backButton}</Box>

      <SubmitDialog
        open={confirming}
        total={count}
        unanswered={unanswered}
        flagged={flagged.size}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          attempt.submit();
        }}
      />
    </Box>
  );
};
