import { useClassroomStore } from '@portal/ui-shared/classroom';
import { createTutorClassroomStore, type ClassroomTutor } from './tutorClassroomStore';
import { isConnected, tutorQuizStartedAt } from './tutorClassroomState';

/**
 * The tutor's live classroom for as long as the page is open: the store owns the socket and the
 * timers (tutorClassroomStore.ts); this only subscribes React to it, opens it on mount and closes
 * it when the page goes away.
 */
export function useTutorClassroom(tutor: ClassroomTutor) {
  const { state, store } = useClassroomStore(() => createTutorClassroomStore({ tutor }));
  return {
    state: state.session,
    status: state.status,
    connected: isConnected(state),
    connectionProblem: state.connectionProblem,
    sessionError: state.sessionError,
    log: state.log,
    announcement: state.announcement,
    quizStartedAt: tutorQuizStartedAt(state),
    connect: store.connect,
    startSession: store.startSession,
    resume: store.resume,
    startNew: store.startNew,
    cancelJoin: store.cancelJoin,
    endSession: store.endSession,
    sendMessage: store.sendMessage,
    resetStudent: store.resetStudent,
    clearLog: store.clearLog,
    dismissSessionError: store.dismissSessionError,
  };
}

export type TutorClassroom = ReturnType<typeof useTutorClassroom>;
