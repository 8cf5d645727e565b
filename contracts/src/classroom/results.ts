import type { OptionLetter, SessionQuiz } from './quiz';

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
