import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CLASSROOM_LIMITS, CLASSROOM_MESSAGES, isPendingResults } from '@portal/contracts';
import { ActivityLog } from './ActivityLog';
import { ClassroomHeader } from './ClassroomHeader';
import type { ClassroomState } from './classroomState';
import type { ClassroomUser } from './classroomStore';
import { JoinFallback } from './JoinFallback';
import { PendingResults } from './PendingResults';
import { QuizResults } from './QuizResults';
import { QuizView } from './QuizView';
import { SessionBrowser } from './SessionBrowser';
import { SessionEnded } from './SessionEnded';
import { STAGE_HEADING_ID } from './StageHeading';
import { StartStage } from './StartStage';
import { TutorMessages } from './TutorMessages';
import { useClassroomSocket, type ClassroomConnection } from './useClassroomSocket';
import { WaitingRoom } from './WaitingRoom';

export interface ClassroomQuizPageProps {
  user: ClassroomUser;
}

type Actions = ClassroomConnection['actions'];

function isQuizLoadError(error: string): boolean {
  return (
    error === CLASSROOM_MESSAGES.couldNotLoadQuiz ||
    error.startsWith('Failed to load quiz:') ||
    error.startsWith('Quiz data error:')
  );
}

function isReconnecting(state: ClassroomState): boolean {
  return state.sessionCode !== null && state.connection === 'connecting' && state.reconnectAttempt !== null;
}

/** The error of the moment, with the one action that helps: try the quiz again, or reconnect. */
const ErrorAlert = ({ state, actions }: { state: ClassroomState; actions: Actions }) => {
  const { error } = state;
  // while reconnecting, the notice above already says so (and that answers are kept)
  if (!error || (error === CLASSROOM_MESSAGES.notConnected && isReconnecting(state))) {
    return null;
  }
  const inSession = state.sessionCode !== null;
  let action = null;
  if (inSession && isQuizLoadError(error)) {
    action = (
      <Button color="inherit" onClick={actions.reloadQuiz}>
        Try Again
      </Button>
    );
  } else if (state.connection === 'error' && state.stage !== 'disconnected') {
    action = (
      <Button color="inherit" onClick={actions.reconnect}>
        Reconnect
      </Button>
    );
  }
  return (
    <Alert
      severity={error === CLASSROOM_MESSAGES.notConnected ? 'warning' : 'error'}
      action={action ?? undefined}
      onClose={action ? undefined : actions.dismissError}
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {error}
    </Alert>
  );
};

/** While in a session and the connection drops: what is happening, and that answers are kept. */
const ReconnectingNotice = ({ state }: { state: ClassroomState }) => {
  if (!isReconnecting(state)) {
    return null;
  }
  return (
    <Alert severity="warning" role="status">
      Connection lost. Reconnecting (attempt {state.reconnectAttempt} of{' '}
      {CLASSROOM_LIMITS.reconnectionAttempts})… Your answers are kept and are sent again when you are back.
    </Alert>
  );
};

const StageView = ({ state, actions }: { state: ClassroomState; actions: Actions }) => {
  const busy = state.connection === 'connecting';
  switch (state.stage) {
    case 'disconnected':
      return (
        <StartStage
          rememberedCode={state.rememberedCode}
          busy={busy}
          onJoinClassroom={actions.joinClassroom}
          onResume={actions.resume}
        />
      );
    case 'classroom':
    case 'browsing':
      return (
        <SessionBrowser
          sessions={state.sessions}
          refreshing={state.refreshingSessions}
          connected={state.connection === 'connected' && state.authenticated}
          joining={state.joining}
          lastCode={state.lastCode}
          onRefresh={actions.refreshSessions}
          onJoin={actions.joinSession}
        />
      );
    case 'join':
      return (
        <JoinFallback
          lastCode={state.lastCode}
          joining={state.joining}
          onJoin={actions.joinSession}
          onBrowse={actions.joinClassroom}
        />
      );
    case 'connected':
      return (
        <WaitingRoom
          sessionCode={state.sessionCode ?? ''}
          sessionTitle={state.sessionTitle}
          quizLoad={state.quizLoad}
          onLeave={actions.leaveSession}
        />
      );
    case 'quiz':
      return state.quiz ? (
        <QuizView
          quiz={state.quiz}
          sessionCode={state.sessionCode ?? ''}
          sessionTitle={state.sessionTitle}
          answers={state.answers}
          index={state.index}
          submitting={state.submitting}
          quizStartedAt={state.quizStartedAt}
          onSelect={actions.selectAnswer}
          onShowQuestion={actions.showQuestion}
          onSubmit={actions.submit}
          onLeave={actions.leaveSession}
        />
      ) : null;
    case 'results':
      if (state.results && isPendingResults(state.results)) {
        return <PendingResults results={state.results} asStage onBackToClassroom={actions.joinClassroom} />;
      }
      return state.results ? (
        <QuizResults
          results={state.results}
          quiz={state.quiz}
          asStage
          onBackToClassroom={actions.joinClassroom}
        />
      ) : null;
    case 'ended':
      return (
        <SessionEnded
          message={state.endedMessage}
          results={state.results}
          quiz={state.quiz}
          onBackToClassroom={actions.joinClassroom}
        />
      );
    default: {
      const unknown: never = state.stage;
      return unknown;
    }
  }
};

/**
 * classroom-quiz for a student (spec 002 §2.13): join a live quiz by browsing the active sessions or
 * by code, wait for the tutor, answer, submit and see the result; messages from the tutor and an
 * activity log alongside.
 */
export const ClassroomQuizPage = ({ user }: ClassroomQuizPageProps) => {
  const { state, actions } = useClassroomSocket(user);
  const firstStage = useRef(true);
  const inSession = state.sessionCode !== null || state.stage === 'ended';

  // a new stage: keyboard and screen-reader users start at its heading
  useEffect(() => {
    if (firstStage.current) {
      firstStage.current = false;
      return;
    }
    document.getElementById(STAGE_HEADING_ID)?.focus({ preventScroll: false });
  }, [state.stage]);

  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <ClassroomHeader connection={state.connection} reconnectAttempt={state.reconnectAttempt} />
      <ReconnectingNotice state={state} />
      <ErrorAlert state={state} actions={actions} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
        }}
      >
        <Box component="section" aria-labelledby={STAGE_HEADING_ID} sx={{ minWidth: 0 }}>
          <StageView state={state} actions={actions} />
        </Box>
        <Box component="aside" aria-label="Classroom updates" sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          {inSession && <TutorMessages messages={state.messages} />}
          <ActivityLog entries={state.log} />
        </Box>
      </Box>
    </Box>
  );
};
