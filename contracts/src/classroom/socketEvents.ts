import type { z } from 'zod';
import type { OptionLetter, SessionQuiz, StudentQuizQuestion, StudentSessionQuiz } from './quiz';
import type {
  ActiveSessionsMessage,
  AuthenticatePayload,
  BroadcastPayload,
  ClassroomRole,
  GetActiveSessionsPayload,
  JoinSessionPayload,
  RequestQuizDataPayload,
  ResetStudentPayload,
  SessionEndedMessage,
  SubmitQuizPayload,
  TutorMessage,
  UpdateAnswerPayload,
} from './payloads';
import type { AnswerUpdate, ConnectedStudent, StudentQuizResults, SubmissionResults } from './results';

export type SessionMessage =
  | {
      type: 'quiz_data';
      quiz: StudentSessionQuiz | SessionQuiz;
      /** when the quiz's clock started (issue 16: time limits) */
      startedAt?: string | null;
      /** the server's time when sent, so clients correct their clock */
      serverTime?: string;
    }
  | z.infer<typeof TutorMessage>
  | z.infer<typeof SessionEndedMessage>;

export interface ClassroomServerToClientEvents {
  authenticated: (payload: {
    userId: string;
    role: ClassroomRole;
    firstName: string;
    lastName: string;
  }) => void;
  authentication_error: (payload: { message: string }) => void;
  /** tutor: the session with its quiz (answers included) and every participant, for a resume */
  session_joined: (payload: {
    sessionId: string;
    role: ClassroomRole;
    sessionTitle: string;
    quiz: SessionQuiz | StudentSessionQuiz | null;
    participants?: ConnectedStudent[];
    /** student: what they had answered, and their result when already submitted */
    answers?: Record<string, OptionLetter>;
    results?: StudentQuizResults | null;
    /** when the current quiz's clock started, and the server's time now (issue 16: time limits) */
    quizStartedAt?: string | null;
    serverTime?: string;
  }) => void;
  session_error: (payload: { message: string }) => void;
  student_connected: (payload: {
    userId: string;
    firstName: string;
    lastName: string;
    socketId: string;
    /** first joined the session (issue 16: their quiz clock) */
    joinedAt?: string;
  }) => void;
  user_disconnected: (payload: {
    userId: string;
    firstName: string;
    lastName: string;
    role: ClassroomRole;
  }) => void;
  student_answer_update: (payload: AnswerUpdate) => void;
  student_submitted: (payload: {
    studentId: string;
    studentName: string;
    results: SubmissionResults;
  }) => void;
  reset_successful: (payload: { studentId: string; studentName: string }) => void;
  user_joined: (payload: { firstName: string; lastName: string; role: ClassroomRole }) => void;
  active_sessions: (payload: z.infer<typeof ActiveSessionsMessage>) => void;
  quiz_data_response: (payload: {
    success: boolean;
    quiz?: StudentSessionQuiz;
    error?: string;
    quizStartedAt?: string | null;
    serverTime?: string;
  }) => void;
  quiz_data_error: (payload: { message: string }) => void;
  session_message: (payload: SessionMessage) => void;
  individual_reset: (payload: { sessionId: string }) => void;
  question_data: (payload: { question: StudentQuizQuestion; questionNumber: number }) => void;
  answer_updated: (payload: { questionNumber: number; selectedAnswer: OptionLetter }) => void;
  /** pending while the session runs; the full results when the tutor ends it (issue 16) */
  quiz_submitted: (payload: { results: StudentQuizResults }) => void;
}

export interface ClassroomClientToServerEvents {
  authenticate: (payload: AuthenticatePayload) => void;
  join_session: (payload: JoinSessionPayload) => void;
  broadcast_to_session: (payload: BroadcastPayload) => void;
  reset_student: (payload: z.infer<typeof ResetStudentPayload>) => void;
  get_active_sessions: (payload: z.infer<typeof GetActiveSessionsPayload>) => void;
  request_quiz_data: (payload: z.infer<typeof RequestQuizDataPayload>) => void;
  update_answer: (payload: z.infer<typeof UpdateAnswerPayload>) => void;
  submit_quiz: (payload: SubmitQuizPayload) => void;
  leave_session: () => void;
}
