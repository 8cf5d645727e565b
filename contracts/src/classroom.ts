import { z } from 'zod';
import { ListQuery } from './common';
import type { PersonalFields } from './personalData';

/**
 * The live classroom quiz (spec 002 §2.13, §3, §4, §7, §8, §9): the quiz template, the payload of
 * every socket emit and event, the builder's validation and the messages. Server (realtime/) and
 * both apps import these; payloads are validated with these schemas on arrival.
 */

/** 'QUIZ-' followed by 6 upper-case alphanumerics (spec 002 §3). */
export const SessionCode = z.string().regex(/^QUIZ-[A-Z0-9]{6}$/);

/** Spec 002 §9. */
export const CLASSROOM_LIMITS = {
  sessionResumeMinutes: 240,
  questionsMin: 1,
  questionsMax: 50,
  defaultQuestions: 5,
  timeLimitMin: 10,
  timeLimitMax: 300,
  defaultTimeLimit: 60,
  quizDataAttempts: 3,
  quizDataRetryMs: 3_000,
  reconnectionDelayMs: 1_000,
  reconnectionAttempts: 5,
  resumeDelayMs: 1_000,
  quizBroadcastDelayMs: 500,
  joinAfterAuthenticateMs: 500,
  resetRerequestMs: 100,
  /** beyond the spec: caps that keep one socket from flooding a classroom */
  maxTitleLength: 200,
  maxQuestionTextLength: 1_000,
  maxOptionLength: 300,
  maxMessageLength: 500,
  answersPerSecondPerSocket: 20,
  maxPayloadBytes: 256 * 1024,
} as const;

export const OptionLetter = z.enum(['A', 'B', 'C', 'D']);
export type OptionLetter = z.infer<typeof OptionLetter>;

/** Quiz question (spec 002 §3): options A–D by letter, the correct one a letter, time in seconds. */
export const QuizQuestion = z.object({
  id: z.string().min(1).max(64),
  number: z.number().int().min(1).max(CLASSROOM_LIMITS.questionsMax),
  text: z.string().max(CLASSROOM_LIMITS.maxQuestionTextLength),
  options: z.object({
    A: z.string().max(CLASSROOM_LIMITS.maxOptionLength),
    B: z.string().max(CLASSROOM_LIMITS.maxOptionLength),
    C: z.string().max(CLASSROOM_LIMITS.maxOptionLength),
    D: z.string().max(CLASSROOM_LIMITS.maxOptionLength),
  }),
  correctAnswer: OptionLetter,
  timeLimit: z.number().int().min(CLASSROOM_LIMITS.timeLimitMin).max(CLASSROOM_LIMITS.timeLimitMax),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/** What a student receives: the question without its correct answer. */
export const StudentQuizQuestion = QuizQuestion.omit({ correctAnswer: true });
export type StudentQuizQuestion = z.infer<typeof StudentQuizQuestion>;

/** Quiz template (spec 002 §3); saved in browser storage and, beyond the spec, per tutor on the server. */
export const QuizTemplate = z.object({
  id: z.string().min(1).max(64),
  title: z.string().trim().min(1).max(CLASSROOM_LIMITS.maxTitleLength),
  questions: z.array(QuizQuestion).min(CLASSROOM_LIMITS.questionsMin).max(CLASSROOM_LIMITS.questionsMax),
  totalQuestions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuizTemplate = z.infer<typeof QuizTemplate>;

/** The quiz as broadcast in a session (quiz_data): for the tutor with answers, for students without. */
export const SessionQuiz = z.object({
  title: z.string().trim().min(1).max(CLASSROOM_LIMITS.maxTitleLength),
  questions: z.array(QuizQuestion).min(CLASSROOM_LIMITS.questionsMin).max(CLASSROOM_LIMITS.questionsMax),
  totalQuestions: z.number().int(),
});
export type SessionQuiz = z.infer<typeof SessionQuiz>;
export const StudentSessionQuiz = SessionQuiz.extend({ questions: z.array(StudentQuizQuestion) });
export type StudentSessionQuiz = z.infer<typeof StudentSessionQuiz>;

/** Strips every correct answer: the only shape of a quiz that may reach a student. */
export function quizForStudents(quiz: SessionQuiz): StudentSessionQuiz {
  return {
    title: quiz.title,
    totalQuestions: quiz.totalQuestions,
    questions: quiz.questions.map(({ correctAnswer: _correct, ...question }) => question),
  };
}

/** The built-in 3-question sample quiz used when no quiz is loaded (spec 002 §2.13). */
export const SAMPLE_QUIZ: SessionQuiz = {
  title: 'Sample Quiz',
  totalQuestions: 3,
  questions: [
    {
      id: 'sample-1',
      number: 1,
      text: 'What is 5 + 3?',
      options: { A: '6', B: '7', C: '8', D: '9' },
      correctAnswer: 'C',
      timeLimit: 60,
    },
    {
      id: 'sample-2',
      number: 2,
      text: 'Which is the largest planet in our solar system?',
      options: { A: 'Earth', B: 'Jupiter', C: 'Saturn', D: 'Mars' },
      correctAnswer: 'B',
      timeLimit: 60,
    },
    {
      id: 'sample-3',
      number: 3,
      text: 'What is 6 × 7?',
      options: { A: '42', B: '36', C: '48', D: '54' },
      correctAnswer: 'A',
      timeLimit: 60,
    },
  ],
};

/** Builder defaults (spec 002 §3): 'Question n', 'Option A'..'Option D', correct A, 60 s. */
export function defaultQuizQuestion(number: number, id: string): QuizQuestion {
  return {
    id,
    number,
    text: `Question ${number}`,
    options: { A: 'Option A', B: 'Option B', C: 'Option C', D: 'Option D' },
    correctAnswer: 'A',
    timeLimit: CLASSROOM_LIMITS.defaultTimeLimit,
  };
}

/** Number of questions: clamped to 1–50, non-numeric gives 1 (spec 002 §5). */
export function clampQuestionCount(value: unknown): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) {
    return CLASSROOM_LIMITS.questionsMin;
  }
  return Math.min(CLASSROOM_LIMITS.questionsMax, Math.max(CLASSROOM_LIMITS.questionsMin, n));
}

/** Time limit: 10–300 s, 60 when blank (spec 002 §5). */
export function clampTimeLimit(value: unknown): number {
  if (value === '' || value === null || value === undefined) {
    return CLASSROOM_LIMITS.defaultTimeLimit;
  }
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) {
    return CLASSROOM_LIMITS.defaultTimeLimit;
  }
  return Math.min(CLASSROOM_LIMITS.timeLimitMax, Math.max(CLASSROOM_LIMITS.timeLimitMin, n));
}

/** Spec 002 §5 and §8: the builder's messages and the live quiz's. */
export const CLASSROOM_MESSAGES = {
  titleRequired: 'Quiz title is required',
  questionTextRequired: 'Question text is required',
  twoOptions: 'At least 2 answer options must be filled',
  whitespaceOption: 'Answer options cannot be only whitespace',
  codeRequired: 'Please enter a session code',
  mustBeLoggedIn: 'You must be logged in to join a session',
  logInFirst: 'Please log in first before joining a session',
  mustBeConnected: 'Must be connected to start session',
  selectQuiz: 'Please select or create a quiz before starting session',
  couldNotLoadQuiz: 'Could not load quiz data. Please refresh and try again.',
  quizNoQuestions: 'Quiz has no questions available',
  quizLoadingFailed: 'Quiz loading failed after retries',
  notConnected: 'Not connected to classroom',
  cannotSubmit: 'Cannot submit - not connected to session',
  cannotReload: 'Cannot reload quiz. Please rejoin the session.',
  noQuizData: 'No quiz data available',
  userNotLoggedIn: 'User not logged in',
  sessionEnded: 'Session has been ended. Thank you for participating!',
  deleteQuizConfirm: 'Are you sure you want to delete this quiz?',
  /** server-side reasons (beyond the spec's texts) */
  sessionNotFound: 'Session not found or has ended',
  notYourSession: 'Only the tutor who started this session can do that',
  identityMismatch: 'Identity does not match your signed-in account',
  notSignedIn: 'Not signed in',
  wrongRole: 'This account cannot use the classroom',
  invalidPayload: 'Invalid request',
  tooManyAnswers: 'Too many answers, slow down',
  alreadySubmitted: 'Quiz already submitted',
  notJoined: 'Join a session first',
  /** issue 16: an answer after the question's time limit (plus the network grace) */
  questionClosed: 'Time is up for this question: answers are closed',
} as const;

/** Builder validation (spec 002 §5): the first problem per field, or none. */
export function validateQuizDraft(draft: {
  title: string;
  questions: readonly { text: string; options: Record<OptionLetter, string> }[];
}): { title?: string; questions: ({ text?: string; options?: string } | undefined)[] } {
  const problems: { title?: string; questions: ({ text?: string; options?: string } | undefined)[] } = {
    questions: [],
  };
  if (draft.title.trim() === '') {
    problems.title = CLASSROOM_MESSAGES.titleRequired;
  }
  problems.questions = draft.questions.map((question) => {
    const found: { text?: string; options?: string } = {};
    if (question.text.trim() === '') {
      found.text = CLASSROOM_MESSAGES.questionTextRequired;
    }
    const values = Object.values(question.options);
    if (values.some((value) => value.length > 0 && value.trim() === '')) {
      found.options = CLASSROOM_MESSAGES.whitespaceOption;
    } else if (values.filter((value) => value.trim() !== '').length < 2) {
      found.options = CLASSROOM_MESSAGES.twoOptions;
    }
    return found.text || found.options ? found : undefined;
  });
  return problems;
}

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

/** Server events. */
export interface ConnectedStudent {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  socketId: string | null;
  status: 'connected' | 'disconnected' | 'submitted';
  /** by question number */
  answers: Record<string, OptionLetter>;
  score: number | null;
  submittedAt: string | null;
  /** first joined the session (kept on rejoin): a later joiner's quiz clock starts then (issue 16) */
  joinedAt?: string;
}

export interface AnswerUpdate {
  studentId: string;
  studentName: string;
  questionNumber: number;
  selectedAnswer: OptionLetter;
  answeredAt: string;
}

export interface QuizQuestionResult {
  questionId: string;
  questionNumber: number;
  isCorrect: boolean;
  hasAnswer: boolean;
  userAnswer: OptionLetter | null;
  correctAnswer: OptionLetter;
}

export interface SubmissionResults {
  score: number;
  /** whole percent */
  percentage: number;
  correctAnswers: number;
  totalQuestions: number;
  attemptId: string | null;
  questionResults: QuizQuestionResult[];
}

/** Grades a submission on the server: one mark per correct letter, percent rounded to whole numbers. */
export function gradeQuiz(
  quiz: SessionQuiz,
  answers: Readonly<Record<string, OptionLetter | undefined>>,
  attemptId: string | null = null,
): SubmissionResults {
  const questionResults = quiz.questions.map((question) => {
    const userAnswer = answers[String(question.number)] ?? null;
    return {
      questionId: question.id,
      questionNumber: question.number,
      isCorrect: userAnswer === question.correctAnswer,
      hasAnswer: userAnswer !== null,
      userAnswer,
      correctAnswer: question.correctAnswer,
    };
  });
  const correctAnswers = questionResults.filter((result) => result.isCorrect).length;
  const totalQuestions = quiz.questions.length;
  return {
    score: correctAnswers,
    percentage: totalQuestions === 0 ? 0 : Math.round((correctAnswers / totalQuestions) * 100),
    correctAnswers,
    totalQuestions,
    attemptId,
    questionResults,
  };
}

/**
 * A student's own submission while the session runs (issue 16): what they answered, without the
 * key, the correctness or the score. The full {@link SubmissionResults} reach them when the tutor
 * ends the session.
 */
export interface PendingQuizResults {
  pending: true;
  totalQuestions: number;
  answeredQuestions: number;
  attemptId: string | null;
  questionResults: {
    questionId: string;
    questionNumber: number;
    hasAnswer: boolean;
    userAnswer: OptionLetter | null;
  }[];
}

/** A student's results: full once released (session ended), pending before. */
export type StudentQuizResults = SubmissionResults | PendingQuizResults;

export function isPendingResults(results: StudentQuizResults): results is PendingQuizResults {
  return 'pending' in results && results.pending;
}

/** Strips the key, the correctness and the score: the only shape of results a student gets mid-session. */
export function withheldResults(results: SubmissionResults): PendingQuizResults {
  return {
    pending: true,
    totalQuestions: results.totalQuestions,
    answeredQuestions: results.questionResults.filter((question) => question.hasAnswer).length,
    attemptId: results.attemptId,
    questionResults: results.questionResults.map(({ questionId, questionNumber, hasAnswer, userAnswer }) => ({
      questionId,
      questionNumber,
      hasAnswer,
      userAnswer,
    })),
  };
}

/** What a live quiz's clock needs of it: each question's number and time limit. */
export interface TimedQuiz {
  readonly questions: readonly { readonly number: number; readonly timeLimit: number }[];
}

/** Network grace after a live question's time limit (issue 16). */
export const ANSWER_GRACE_MS = 1_000;

/**
 * When each question of a live quiz closes (issue 16): a student's clock starts when the quiz was
 * broadcast, or when they first joined the session if later (a rejoin does not restart it);
 * question n closes after the time limits of questions 1..n. The server knows both times, not what
 * a student looks at, so this is what it enforces.
 * Question number → ISO time the question closes (without grace).
 */
export function questionClosingTimes(quiz: TimedQuiz, startedAt: string): Record<string, string> {
  const start = Date.parse(startedAt);
  const closing: Record<string, string> = {};
  let elapsed = 0;
  for (const question of quiz.questions) {
    elapsed += question.timeLimit * 1000;
    closing[String(question.number)] = new Date(start + elapsed).toISOString();
  }
  return closing;
}

/**
 * Whole seconds left on a live question at `nowMs` (both UIs' countdowns), 0 once it closed, null
 * when the quiz has no clock. `startedAtMs` is the quiz's start on the caller's clock.
 */
export function questionSecondsLeft(
  quiz: TimedQuiz,
  startedAtMs: number | null,
  questionNumber: number,
  nowMs: number,
): number | null {
  if (startedAtMs === null || !Number.isFinite(startedAtMs)) {
    return null;
  }
  let closesAt = startedAtMs;
  for (const question of quiz.questions) {
    closesAt += question.timeLimit * 1000;
    if (question.number === questionNumber) {
      return Math.max(0, Math.ceil((closesAt - nowMs) / 1000));
    }
  }
  return null;
}

/** A server time (`startedAt`) on the local clock, given the server's time `serverTime` seen at local `receivedAtMs`. */
export function toLocalClock(
  startedAt: string | null | undefined,
  serverTime: string | undefined,
  receivedAtMs: number,
): number | null {
  if (!startedAt) {
    return null;
  }
  const start = Date.parse(startedAt);
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  if (!Number.isFinite(start)) {
    return null;
  }
  return Number.isFinite(server) ? start - (server - receivedAtMs) : start;
}

export interface ActiveSessionItem {
  id: string;
  quizTitle: string;
  participantCount: number;
}

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
  active_sessions: (payload: { sessions: ActiveSessionItem[] }) => void;
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

/** Beyond the spec: a tutor's saved templates on the server (GET/POST /api/classroom/quizzes, PUT/DELETE …/{id}). */
export const QuizTemplateInput = QuizTemplate.omit({
  id: true,
  createdAt: true,
  updatedAt: true,
  totalQuestions: true,
});
export type QuizTemplateInput = z.infer<typeof QuizTemplateInput>;

// ---- beyond the spec: classroom attempts and saved templates (events, API) ---------------------

/** The exam type a live quiz's attempt is recorded under in history and analytics. */
export const CLASSROOM_EXAM_TYPE = 'classroom-quiz';

/** Streams of the classroom module. Session codes and ids never hold '.' or '$'. */
export const classroomStreams = {
  /** One student's graded submissions in one live session (a reset by the tutor allows another). */
  attempts: (sessionCode: string, studentId: string) => `classroom-attempts-${sessionCode}-${studentId}`,
  /** One saved quiz template of a tutor. */
  template: (templateId: string) => `classroom-quiz-template-${templateId}`,
  /** The live sessions that held a code (a code is free again once its session expired). */
  session: (sessionCode: string) => `classroom-session-${sessionCode}`,
} as const;

export const ClassroomQuestionResult = z.object({
  questionId: z.string(),
  questionNumber: z.number().int(),
  isCorrect: z.boolean(),
  answered: z.boolean(),
});
export type ClassroomQuestionResult = z.infer<typeof ClassroomQuestionResult>;

/**
 * A student's live quiz submission, graded by the realtime tier: a classroom attempt in the
 * student's history and analytics. The quiz as it was (correct answers included: events never
 * reach students) lets the results page be rebuilt. Everything but `answers` is an anonymous fact
 * that stays after erasure; `answers` (question number → letter) is the child's, encrypted with
 * the student's key and null once erased.
 */
export const ClassroomQuizSubmitted = z.object({
  type: z.literal('ClassroomQuizSubmitted'),
  data: z.object({
    attemptId: z.string(),
    organisationId: z.string(),
    studentId: z.string(),
    tutorId: z.string(),
    sessionCode: z.string(),
    sessionTitle: z.string(),
    quiz: SessionQuiz,
    /** 1 for the first submission in the session, 2 after a reset, … */
    attemptNumber: z.number().int(),
    startTime: z.string(),
    endTime: z.string(),
    /** seconds, measured by the server */
    timeSpent: z.number().int(),
    score: z.number(),
    totalMarks: z.number(),
    percentage: z.number(),
    correctAnswers: z.number().int(),
    incorrectAnswers: z.number().int(),
    unanswered: z.number().int(),
    totalQuestions: z.number().int(),
    questionResults: z.array(ClassroomQuestionResult),
    /** personal (student's key): question number → letter; null once erased */
    answers: z.record(z.string(), OptionLetter).nullable(),
  }),
});

/**
 * The tutor ended a live session (issue 16 item 1): from then on the answer key of every attempt of
 * the session may reach its student, live and on the results page. One per session (the session is
 * the code and its `sessionCreatedAt`: a code is reused only after its session expired). Holds ids
 * and times only: no personal data. A session the tutor never ends expires without this event.
 */
export const ClassroomSessionEnded = z.object({
  type: z.literal('ClassroomSessionEnded'),
  data: z.object({
    sessionCode: z.string(),
    organisationId: z.string(),
    tutorId: z.string(),
    /** when the session was created: with the code, which session ended */
    sessionCreatedAt: z.string(),
    endedAt: z.string(),
    /** who ended it: the session's tutor */
    endedBy: z.string(),
  }),
});

const TemplateFields = {
  templateId: z.string(),
  organisationId: z.string(),
  tutorId: z.string(),
  title: z.string(),
  questions: z.array(QuizQuestion),
};

/** A tutor saved a new quiz template on the server. */
export const QuizTemplateCreated = z.object({
  type: z.literal('QuizTemplateCreated'),
  data: z.object({ ...TemplateFields, createdAt: z.string() }),
});
/** A tutor changed a saved quiz template (the whole content is replaced). */
export const QuizTemplateUpdated = z.object({
  type: z.literal('QuizTemplateUpdated'),
  data: z.object({ ...TemplateFields, updatedAt: z.string() }),
});
export const QuizTemplateDeleted = z.object({
  type: z.literal('QuizTemplateDeleted'),
  data: z.object({
    templateId: z.string(),
    organisationId: z.string(),
    tutorId: z.string(),
    deletedAt: z.string(),
  }),
});

export const ClassroomEvent = z.discriminatedUnion('type', [
  ClassroomQuizSubmitted,
  ClassroomSessionEnded,
  QuizTemplateCreated,
  QuizTemplateUpdated,
  QuizTemplateDeleted,
]);
export type ClassroomEvent = z.infer<typeof ClassroomEvent>;

/** A child's answers are personal; scores, times, a session's end and a tutor's quiz content are not. */
export const CLASSROOM_PERSONAL_DATA: Readonly<Record<ClassroomEvent['type'], PersonalFields | null>> = {
  ClassroomQuizSubmitted: { subject: 'studentId', fields: ['answers'] },
  ClassroomSessionEnded: null,
  QuizTemplateCreated: null,
  QuizTemplateUpdated: null,
  QuizTemplateDeleted: null,
};

export const QUIZ_TEMPLATE_MESSAGES = {
  notFound: 'Quiz not found',
  created: 'Quiz saved',
  updated: 'Quiz updated',
  deleted: 'Quiz deleted',
  tutorOnly: 'Only tutors can save quizzes',
  questionsRequired: 'A quiz needs at least 1 question',
  tooManyQuestions: `A quiz has at most ${CLASSROOM_LIMITS.questionsMax} questions`,
  duplicateIds: 'Each question needs its own id',
  correctAnswer: 'Correct answer must be A, B, C or D',
  timeLimit: `Time limit must be between ${CLASSROOM_LIMITS.timeLimitMin} and ${CLASSROOM_LIMITS.timeLimitMax} seconds`,
  titleTooLong: `Quiz title is at most ${CLASSROOM_LIMITS.maxTitleLength} characters`,
  textTooLong: `Question text is at most ${CLASSROOM_LIMITS.maxQuestionTextLength} characters`,
  optionTooLong: `An answer option is at most ${CLASSROOM_LIMITS.maxOptionLength} characters`,
} as const;

const optionText = z
  .string({ error: 'Answer options must be text' })
  .max(CLASSROOM_LIMITS.maxOptionLength, QUIZ_TEMPLATE_MESSAGES.optionTooLong)
  .nullish()
  .transform((value) => value ?? '');

/**
 * One question of a quiz as a client sends it (builder, template API, quiz_data): `number` is
 * ignored (questions are numbered 1..n in order), an `id` may be text or a number (kept as text),
 * a missing one is made from the number, a blank time limit is 60 s (spec 002 §5).
 */
export const QuizQuestionInput = z.object({
  id: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(64).optional()),
  number: z.unknown().optional(),
  text: z
    .string({ error: CLASSROOM_MESSAGES.questionTextRequired })
    .max(CLASSROOM_LIMITS.maxQuestionTextLength, QUIZ_TEMPLATE_MESSAGES.textTooLong),
  options: z.object(
    { A: optionText, B: optionText, C: optionText, D: optionText },
    { error: CLASSROOM_MESSAGES.twoOptions },
  ),
  correctAnswer: z.enum(['A', 'B', 'C', 'D'], { error: QUIZ_TEMPLATE_MESSAGES.correctAnswer }),
  timeLimit: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value) =>
      value === undefined || value === null || value === ''
        ? CLASSROOM_LIMITS.defaultTimeLimit
        : Number(value),
    )
    .pipe(
      z
        .number({ error: QUIZ_TEMPLATE_MESSAGES.timeLimit })
        .int(QUIZ_TEMPLATE_MESSAGES.timeLimit)
        .min(CLASSROOM_LIMITS.timeLimitMin, QUIZ_TEMPLATE_MESSAGES.timeLimit)
        .max(CLASSROOM_LIMITS.timeLimitMax, QUIZ_TEMPLATE_MESSAGES.timeLimit),
    ),
});

/**
 * A quiz as a client sends it, checked with the builder's rules (validateQuizDraft) and
 * normalised: questions numbered 1..n, totalQuestions the number of questions.
 */
export const QuizContentInput = z
  .object({
    title: z
      .string({ error: CLASSROOM_MESSAGES.titleRequired })
      .trim()
      .min(1, CLASSROOM_MESSAGES.titleRequired)
      .max(CLASSROOM_LIMITS.maxTitleLength, QUIZ_TEMPLATE_MESSAGES.titleTooLong),
    questions: z
      .array(QuizQuestionInput, { error: QUIZ_TEMPLATE_MESSAGES.questionsRequired })
      .min(CLASSROOM_LIMITS.questionsMin, QUIZ_TEMPLATE_MESSAGES.questionsRequired)
      .max(CLASSROOM_LIMITS.questionsMax, QUIZ_TEMPLATE_MESSAGES.tooManyQuestions),
  })
  .superRefine((draft, context) => {
    const problems = validateQuizDraft(draft);
    problems.questions.forEach((problem, index) => {
      if (problem?.text) {
        context.addIssue({ code: 'custom', path: ['questions', index, 'text'], message: problem.text });
      }
      if (problem?.options) {
        context.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: problem.options });
      }
    });
    const ids = draft.questions.map((question, index) => question.id ?? `q${index + 1}`);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['questions'], message: QUIZ_TEMPLATE_MESSAGES.duplicateIds });
    }
  })
  .transform((draft): QuizTemplateInput & { totalQuestions: number } => ({
    title: draft.title,
    questions: draft.questions.map((question, index) => ({
      id: question.id ?? `q${index + 1}`,
      number: index + 1,
      text: question.text,
      options: question.options,
      correctAnswer: question.correctAnswer,
      timeLimit: question.timeLimit,
    })),
    totalQuestions: draft.questions.length,
  }));
export type QuizContent = z.output<typeof QuizContentInput>;

/** GET /api/classroom/quizzes. */
export const QuizTemplatesQuery = ListQuery.extend({
  perPage: z.coerce.number().int().min(1).max(500).default(100),
  sort: z.enum(['updatedAt', 'createdAt', 'title']).catch('updatedAt').default('updatedAt'),
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((value) => value.toLowerCase() as 'asc' | 'desc')
    .default('desc'),
});

export const QuizTemplatesResponse = z.object({
  success: z.literal(true),
  quizzes: z.array(QuizTemplate),
  total: z.number().int(),
});
export type QuizTemplatesResponse = z.infer<typeof QuizTemplatesResponse>;

export const QuizTemplateResponse = z.object({
  success: z.literal(true),
  quiz: QuizTemplate,
  message: z.string().optional(),
});
export type QuizTemplateResponse = z.infer<typeof QuizTemplateResponse>;

/** Server-side reasons of the classroom beyond CLASSROOM_MESSAGES. */
export const CLASSROOM_SERVER_MESSAGES = {
  studentNotFound: 'Student not found in this session',
  tooManyRequests: 'Too many requests, slow down',
  failed: 'Something went wrong, please try again',
  questionNotFound: (questionNumber: number) => `Question ${questionNumber} not found in quiz`,
} as const;
