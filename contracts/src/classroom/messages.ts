import { CLASSROOM_LIMITS } from './limits';

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

/** Server-side reasons of the classroom beyond CLASSROOM_MESSAGES. */
export const CLASSROOM_SERVER_MESSAGES = {
  studentNotFound: 'Student not found in this session',
  tooManyRequests: 'Too many requests, slow down',
  failed: 'Something went wrong, please try again',
  questionNotFound: (questionNumber: number) => `Question ${questionNumber} not found in quiz`,
} as const;
