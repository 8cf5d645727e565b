import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CalculateRoundedIcon from '@mui/icons-material/CalculateRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { ErrorState } from '@portal/ui-shared';
import { RetryAlert } from '../shell/ListStates';
import type { AttemptContext } from './attemptApi';
import { Calculator } from './Calculator';
import { isAnswered, unansweredCount } from './examModel';
import { ExamTimer } from './ExamTimer';
import { FullScreenGate } from './FullScreenGate';
import { examKeyAction } from './keyboard';
import { MoveOnDialog } from './MoveOnDialog';
import { NotesPad } from './NotesPad';
import { PassagePanel } from './PassagePanel';
import { PauseOverlay } from './PauseOverlay';
import { QuestionGrid } from './QuestionGrid';
import { QuestionPanel } from './QuestionPanel';
import { SaveIndicator } from './SaveIndicator';
import { SubmitDialog } from './SubmitDialog';
import { mayPause } from './takingRulesView';
import { TAKE_EXAM_MESSAGES, useExamAttempt } from './useExamAttempt';
import { useIntegrityGuards } from './useIntegrityGuards';

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

/**
 * take-exam (spec 002 §2.6): a timed exam with auto-save, big and clear for a child on a tablet,
 * following the attempt's taking rules (issue 16 item 3).
 */
export const TakeExamPage = ({ context, studentId, onComplete, onBack }: TakeExamPageProps) => {
  const attempt = useExamAttempt(context, studentId, onComplete);
  const { phase, exam, index, answers, flagged, goTo, setAnswer, rules, pause } = attempt;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [confirming, setConfirming] = useState(false);
  const [movingOn, setMovingOn] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(true);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const [withoutFullScreen, setWithoutFullScreen] = useState(false);
  const calculatorToggle = useRef<HTMLButtonElement>(null);
  const notesToggle = useRef<HTMLButtonElement>(null);
  const question = exam?.questions[index];
  const count = exam?.questions.length ?? 0;
  const busy = phase.status !== 'active' && phase.status !== 'submit-error';
  const paused = pause.clock !== null;
  const forwardOnly = rules?.preventBacktrack === true;
  const guards = useIntegrityGuards({
    rules,
    watching: phase.status === 'active' && !paused,
    report: attempt.reportIntegrity,
  });
  const fullScreenGateOpen =
    rules?.fullScreenRequired === true &&
    guards.fullScreenSupported &&
    !guards.inFullScreen &&
    !withoutFullScreen &&
    phase.status === 'active' &&
    !paused;

  /** Next; in a forward-only exam an unanswered question is closed only once the child says so. */
  const requestNext = () => {
    if (forwardOnly && question && !isAnswered(answers[question.id])) {
      setMovingOn(true);
    } else {
      goTo(index + 1);
    }
  };
  const requestNextRef = useRef(requestNext);
  requestNextRef.current = requestNext;

  const keysBlocked = confirming || movingOn || paused || fullScreenGateOpen;
  useEffect(() => {
    if (phase.status !== 'active' || keysBlocked) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) {
        return;
      }
      const action = examKeyAction(event.key, index, count, question, { forwardOnly });
      if (action.kind === 'go') {
        event.preventDefault();
        if (action.index === index + 1) {
          requestNextRef.current();
        } else {
          goTo(action.index);
        }
      } else if (action.kind === 'answer' && question) {
        event.preventDefault();
        setAnswer(question.id, action.value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase.status, keysBlocked, index, count, question, goTo, setAnswer, forwardOnly]);

  const resume = () => {
    // the Resume click may also bring full screen back (browsers allow it only from a click)
    if (
      rules?.fullScreenRequired &&
      guards.fullScreenSupported &&
      !guards.inFullScreen &&
      !withoutFullScreen
    ) {
      void guards.enterFullScreen();
    }
    attempt.resumeExam();
  };
  const closeCalculator = () => {
    setCalculatorOpen(false);
    calculatorToggle.current?.focus();
  };
  const closeNotes = () => {
    setNotesOpen(false);
    notesToggle.current?.focus();
  };

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
  const toolsOpen =
    (calculatorOpen && rules?.allowCalculator === true) || (notesOpen && rules?.allowNotes === true);
  const toolsBeside = toolsOpen && wide && !passage;
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
        {rules?.showTimer !== false && (
          <ExamTimer remaining={attempt.remaining} total={attempt.totalSeconds} />
        )}
        {rules?.allowPause && (
          <Button
            variant="outlined"
            size="large"
            startIcon={pause.busy ? <CircularProgress size={18} color="inherit" /> : <PauseRoundedIcon />}
            onClick={attempt.pauseExam}
            disabled={busy || pause.busy || !mayPause(rules, pause.state)}
          >
            {mayPause(rules, pause.state) ? 'Pause' : 'No pause left'}
          </Button>
        )}
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

      {(rules?.allowCalculator || rules?.allowNotes) && (
        <Box role="toolbar" aria-label="Exam tools" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {rules.allowCalculator && (
            <Button
              ref={calculatorToggle}
              variant={calculatorOpen ? 'contained' : 'outlined'}
              startIcon={<CalculateRoundedIcon />}
              aria-expanded={calculatorOpen}
              aria-controls={calculatorOpen ? 'exam-calculator' : undefined}
              onClick={() => setCalculatorOpen((open) => !open)}
            >
              Calculator
            </Button>
          )}
          {rules.allowNotes && (
            <Button
              ref={notesToggle}
              variant={notesOpen ? 'contained' : 'outlined'}
              startIcon={<EditNoteRoundedIcon />}
              aria-expanded={notesOpen}
              aria-controls={notesOpen ? 'exam-notes' : undefined}
              onClick={() => setNotesOpen((open) => !open)}
            >
              Notes
            </Button>
          )}
        </Box>
      )}
      {pause.error && !paused && (
        <Alert severity="error" role="alert">
          {pause.error}
        </Alert>
      )}

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

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: toolsBeside ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)',
        }}
      >
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
        {toolsOpen && attempt.attemptId && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: toolsBeside
                ? 'minmax(0, 1fr)'
                : { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(280px, 1fr))' },
            }}
          >
            {calculatorOpen && <Calculator id="exam-calculator" onClose={closeCalculator} />}
            {notesOpen && (
              <NotesPad
                id="exam-notes"
                studentId={studentId}
                attemptId={attempt.attemptId}
                disabled={busy}
                onClose={closeNotes}
              />
            )}
          </Box>
        )}
      </Box>

      <Box
        sx={{
          display: 'flex',
          justifyContent: forwardOnly ? 'flex-end' : 'space-between',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        {forwardOnly ? (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            In this exam you go forwards only: once you move on, you cannot go back.
          </Typography>
        ) : (
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
        )}
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
            onClick={requestNext}
            disabled={busy}
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
        closedBefore={forwardOnly ? attempt.furthest : null}
      />
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
        {forwardOnly
          ? 'Tip: use the → key to move on, and A–D to choose an answer.'
          : 'Tip: use the ← and → keys to move, number keys to jump, and A–D to choose an answer.'}
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
      <MoveOnDialog
        open={movingOn}
        number={index + 1}
        onStay={() => setMovingOn(false)}
        onMoveOn={() => {
          setMovingOn(false);
          goTo(index + 1);
        }}
      />
      <PauseOverlay
        open={paused && phase.status === 'active'}
        examSecondsLeft={rules?.showTimer === false ? null : attempt.remaining}
        pauseSecondsLeft={pause.secondsLeft}
        busy={pause.busy}
        error={pause.error}
        onResume={resume}
      />
      <FullScreenGate
        open={fullScreenGateOpen}
        firstTime={!guards.enteredFullScreen}
        examTitle={exam.title}
        resumed={attempt.resumed}
        onEnter={guards.enterFullScreen}
        onContinueWithout={() => {
          setWithoutFullScreen(true);
          attempt.reportIntegrity('fullscreen_exit');
        }}
        onLeave={back}
      />
      <Snackbar
        key={guards.notice?.id}
        open={guards.notice !== null}
        autoHideDuration={4000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            guards.dismissNotice();
          }
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="info" variant="filled" onClose={guards.dismissNotice} sx={{ fontSize: '1rem' }}>
          {guards.notice?.text}
        </Alert>
      </Snackbar>
    </Box>
  );
};
