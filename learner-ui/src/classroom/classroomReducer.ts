import type { ClassroomAction, ClassroomState } from './classroomState';
import { lobbyReducer } from './lobbyReducer';
import { quizReducer } from './quizReducer';

/** The student classroom's one reducer: each event goes to the reducer of its concern. */
export function classroomReducer(state: ClassroomState, action: ClassroomAction): ClassroomState {
  switch (action.type) {
    case 'browse_requested':
    case 'join_requested':
    case 'socket_connected':
    case 'socket_disconnected':
    case 'connect_failed':
    case 'reconnect_attempt':
    case 'reconnect_failed':
    case 'authenticated':
    case 'authentication_failed':
    case 'not_logged_in':
    case 'not_connected':
    case 'sessions_requested':
    case 'sessions_received':
    case 'session_joined':
    case 'session_error':
    case 'leave_requested':
    case 'error_dismissed':
      return lobbyReducer(state, action);
    case 'quiz_requested':
    case 'quiz_received':
    case 'quiz_failed':
    case 'quiz_data_error':
    case 'quiz_retries_exhausted':
    case 'quiz_reload_refused':
    case 'tutor_message':
    case 'session_ended':
    case 'individual_reset':
    case 'answer_selected':
    case 'answer_saved':
    case 'question_shown':
    case 'submit_requested':
    case 'quiz_submitted':
      return quizReducer(state, action);
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
