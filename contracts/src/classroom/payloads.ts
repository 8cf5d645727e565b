import { z } from 'zod';
import { CLASSROOM_LIMITS } from './limits';
import { OptionLetter, QuizQuestion, SessionCode, SessionQuiz } from './quiz';

// ---- socket payloads (spec 002 §7) -------------------------------------------------------------

export const ClassroomRole = z.enum(['tutor', 'student']);
export type ClassroomRole = z.infer<typeof ClassroomRole>;

/** Client emits. Identity claims are checked against the session cookie of the handshake. */
export const AuthenticatePayload = z.object({
  /** 'cookie': the credentials travel in the session cookie, never in the payload */
  token: z.string().max(64),
  sessionId: z.string().max(32).optional(),
  userId: z.string().min(1).max(128),
  role: ClassroomRole,
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  testMode: z.boolean().optional(),
});
export type AuthenticatePayload = z.infer<typeof AuthenticatePayload>;

export const JoinSessionPayload = z.object({
  sessionId: z.string().max(32),
  userId: z.string().min(1).max(128),
  role: ClassroomRole,
  /** tutor only: the session's title when it is created */
  sessionTitle: z.string().trim().max(CLASSROOM_LIMITS.maxTitleLength).optional(),
});
export type JoinSessionPayload = z.infer<typeof JoinSessionPayload>;

export const TutorMessage = z.object({
  type: z.literal('tutor_message'),
  message: z.string().trim().min(1).max(CLASSROOM_LIMITS.maxMessageLength),
  from: z.string().max(200),
  timestamp: z.string().max(40),
});
export const SessionEndedMessage = z.object({
  type: z.literal('session_ended'),
  message: z.string().max(CLASSROOM_LIMITS.maxMessageLength),
  endedAt: z.string().max(40),
});
/**
 * A question id as a client sends it: text, or a number (quizzes written to the spec number their
 * questions); always kept as text, so `7` and `"7"` are the same question.
 */
export const QuizQuestionId = z
  .union([z.string(), z.number().transform(String)])
  .transform((id) => id.trim())
  .pipe(z.string().min(1).max(64));

/** The quiz of a quiz_data broadcast: a session quiz whose question ids may be numbers. */
export const BroadcastQuiz = SessionQuiz.extend({
  questions: z
    .array(QuizQuestion.extend({ id: QuizQuestionId }))
    .min(CLASSROOM_LIMITS.questionsMin)
    .max(CLASSROOM_LIMITS.questionsMax),
});

/** quiz_data with the quiz nested under `quiz` (what this portal's tutor console sends). */
export const QuizDataMessage = z.object({ type: z.literal('quiz_data'), quiz: BroadcastQuiz });

/**
 * quiz_data as spec 002 §7 writes it: the quiz's title, questions and totalQuestions at the top of
 * `data`; read as the nested form.
 */
export const FlatQuizDataMessage = BroadcastQuiz.extend({ type: z.literal('quiz_data') }).transform(
  ({ type, ...quiz }) => ({ type, quiz }),
);

export const BroadcastPayload = z.object({
  sessionId: SessionCode,
  // a plain union: the flat quiz_data is read through a transform, which a discriminated union refuses
  data: z.union([QuizDataMessage, FlatQuizDataMessage, TutorMessage, SessionEndedMessage]),
});
/** What a client may send (either quiz_data form); the server reads `z.output`, always nested. */
export type BroadcastPayload = z.input<typeof BroadcastPayload>;

export const ResetStudentPayload = z.object({
  studentId: z.string().min(1).max(128),
  sessionId: SessionCode,
});
export const GetActiveSessionsPayload = z.object({ userId: z.string().max(128), role: z.literal('student') });
/** One session of `active_sessions`: a live session a student may join. */
export const ActiveSessionItem = z.object({
  id: z.string().min(1),
  quizTitle: z.string(),
  participantCount: z.number().int().min(0),
});
export type ActiveSessionItem = z.infer<typeof ActiveSessionItem>;
export const ActiveSessionsMessage = z.object({ sessions: z.array(ActiveSessionItem) });
export const RequestQuizDataPayload = z.object({ sessionId: SessionCode });
export const UpdateAnswerPayload = z.object({
  questionNumber: z.number().int().min(1).max(CLASSROOM_LIMITS.questionsMax),
  selectedAnswer: OptionLetter,
});
export const SubmitQuizPayload = z.object({
  sessionCode: SessionCode,
  /** question number → letter */
  answers: z.record(z.string().regex(/^[1-9][0-9]?$/), OptionLetter),
  timeSpent: z
    .number()
    .min(0)
    .max(24 * 3600),
});
export type SubmitQuizPayload = z.infer<typeof SubmitQuizPayload>;
