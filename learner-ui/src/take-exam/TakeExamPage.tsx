import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { RetryAlert } from '../shell/ListStates';
import { ReadingAidsPanel } from '../reading-aids/ReadingAidsPanel';
import { ReadingAidsScope } from '../reading-aids/ReadingAidsScope';
import { useReadingAids } from '../reading-aids/useReadingAids';
import type { AttemptContext } from './attemptApi';
import { Calculator } from './Calculator';
import { ExamHeader } from './ExamHeader';
import { ExamNavigation } from './ExamNavigation';
import { ExamLoadError, ExamLoading, ExamSubmitted } from './ExamStates';
import { ExamToolbar } from './ExamToolbar';
import { isAnswered, unansweredCount } from './examModel';
import { FullScreenGate } from './FullScreenGate';
import { MoveOnDialog } from './MoveOnDialog';
import { NotesPad } from './NotesPad';
import { PassagePanel } from './PassagePanel';
import { PauseOverlay } from './PauseOverlay';
import { QuestionGrid } from './QuestionGrid';
import { QuestionPanel } from './QuestionPanel';
import { SubmitDialog } from './SubmitDialog';
import { TAKE_EXAM_MESSAGES, useExamAttempt } from './useExamAttempt';
import { useExamKeys } from './useExamKeys';
import { useIntegrityGuards } from './useIntegrityGuards';

export interface TakeExamPageProps {
  context: AttemptContext;
  studentId: string;
  /** Called one second after the exam was submitted, with the attempt to show. */
  onComplete: (attemptId: string) => void;
  onBack: () => void;
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
  const [aidsOpen, setAidsOpen] = useState(false);
  const readingAids = useReadingAids();
  const [withoutFullScreen, setWithoutFullScreen] = useState(false);
  const calculatorToggle = useRef<HTMLButtonElement>(null);
  const notesToggle = useRef<HTMLButtonElement>(null);
  const aidsToggle = useRef<HTMLButtonElement>(null);
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

  useExamKeys({
    enabled: phase.status === 'active' && !(confirming || movingOn || paused || fullScreenGateOpen),
    index,
    count,
    question,
    forwardOnly,
    goTo,
    requestNext,
    setAnswer,
  });

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
  const closeAids = () => {
    setAidsOpen(false);
    aidsToggle.current?.focus();
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
    return <ExamLoading />;
  }
  if (phase.status === 'load-error' || !exam) {
    return (
      <ExamLoadError
        backButton={backButton}
        detail={phase.status === 'load-error' ? phase.detail : null}
        onRetry={attempt.retryLoad}
      />
    );
  }
  if (phase.status === 'completed') {
    return <ExamSubmitted />;
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
    <ReadingAidsScope control={readingAids} readAloudAllowed={rules?.allowReadAloud !== false}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
        <ExamHeader
          title={exam.title}
          saveStatus={attempt.saveStatus}
          offline={attempt.offline}
          rules={rules}
          remaining={attempt.remaining}
          totalSeconds={attempt.totalSeconds}
          pause={pause}
          busy={busy}
          count={count}
          onPause={attempt.pauseExam}
          onSubmit={() => setConfirming(true)}
        />
        <ExamToolbar
          rules={rules}
          calculatorOpen={calculatorOpen}
          notesOpen={notesOpen}
          calculatorToggle={calculatorToggle}
          notesToggle={notesToggle}
          aidsOpen={aidsOpen}
          aidsToggle={aidsToggle}
          onToggleCalculator={() => setCalculatorOpen((open) => !open)}
          onToggleNotes={() => setNotesOpen((open) => !open)}
          onToggleAids={() => setAidsOpen((open) => !open)}
        />
        {aidsOpen && <ReadingAidsPanel id="exam-reading-aids" onClose={closeAids} />}
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

        <ExamNavigation
          forwardOnly={forwardOnly}
          first={index === 0}
          last={last}
          busy={busy}
          onPrevious={() => goTo(index - 1)}
          onNext={requestNext}
          onFinish={() => setConfirming(true)}
        />

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
    </ReadingAidsScope>
  );
};
