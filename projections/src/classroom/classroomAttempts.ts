import type { AttemptFacts, EventOf, Exam, OptionLetter, QuizQuestion } from '@portal/contracts';
import { CLASSROOM_EXAM_TYPE } from '@portal/contracts';

/**
 * A live quiz submission (`ClassroomQuizSubmitted`) as the exam-attempt read models hold it, so
 * the student's history, results page and analytics treat it like any attempt: exam type
 * `classroom-quiz`, one mark per question, every question in the category "Live quiz".
 */
export type ClassroomSubmittedData = EventOf<'ClassroomQuizSubmitted'>['data'];

export const CLASSROOM_CATEGORY = 'Live quiz';

const EXAM_ID_PREFIX = 'classroom-';

/** The id the attempt's "exam" gets: one per live session. */
export const classroomExamId = (sessionCode: string) => `${EXAM_ID_PREFIX}${sessionCode}`;

/** The session code a live quiz attempt's exam id names; null for any other exam. */
export const classroomSessionCodeOf = (examId: string): string | null =>
  examId.startsWith(EXAM_ID_PREFIX) ? examId.slice(EXAM_ID_PREFIX.length) || null : null;

const LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];

/** The options as an exam question lists them: A–D by position, trailing blanks dropped. */
function optionsOf(question: QuizQuestion): string[] {
  const options = LETTERS.map((letter) => question.options[letter]);
  while (options.length > 0 && options[options.length - 1]!.trim() === '') {
    options.pop();
  }
  return options;
}

/**
 * The quiz as sat, in the shape of an exam (multiple-choice questions, answers by letter). Its
 * `examType` is `classroom-quiz`, outside the four subjects of ExamType: the read side treats
 * exam types as text, and a live quiz has no subject.
 */
export function quizAsExam(data: ClassroomSubmittedData): Exam {
  const { quiz } = data;
  const minutes = Math.max(1, Math.ceil(quiz.questions.reduce((sum, q) => sum + q.timeLimit, 0) / 60));
  return {
    id: classroomExamId(data.sessionCode),
    tutorId: data.tutorId,
    title: quiz.title,
    description: data.sessionTitle,
    examType: CLASSROOM_EXAM_TYPE as unknown as Exam['examType'],
    difficulty: 'medium',
    duration: minutes,
    timeLimit: minutes,
    grade: 'mixed',
    questions: quiz.questions.map((question) => ({
      id: question.id,
      question: question.text,
      type: 'multiple-choice',
      options: optionsOf(question),
      correctAnswer: question.correctAnswer,
      marks: 1,
      explanation: null,
      category: CLASSROOM_CATEGORY,
      difficulty: 'medium',
      imagePath: null,
      description: null,
      passageId: null,
      passageTitle: null,
      passageAuthor: null,
      passageText: null,
    })),
    passages: [],
    totalMarks: quiz.questions.length,
    passingScore: null,
    settings: { allowCalculator: false, allowNotes: false, showTimer: true, preventBacktrack: false },
    isCustom: true,
    isActive: false,
    totalQuestions: quiz.questions.length,
    targetYear: null,
    examShortName: null,
    imageBasePath: null,
    glAssessmentStyle: null,
    questionCount: quiz.questions.length,
    createdAt: data.endTime,
    updatedAt: data.endTime,
  };
}

/** The anonymous facts student analytics keeps of the attempt. */
export function classroomAttemptFacts(data: ClassroomSubmittedData): AttemptFacts {
  return {
    attemptId: data.attemptId,
    examId: classroomExamId(data.sessionCode),
    examTitle: data.quiz.title,
    examType: CLASSROOM_EXAM_TYPE,
    scheduleId: null,
    startTime: data.startTime,
    endTime: data.endTime,
    timeSpent: Math.max(0, Math.round(data.timeSpent)),
    score: data.score,
    totalMarks: data.totalMarks,
    percentage: data.percentage,
    correctAnswers: data.correctAnswers,
    totalQuestions: data.totalQuestions,
    categories:
      data.totalQuestions === 0
        ? []
        : [{ category: CLASSROOM_CATEGORY, correct: data.correctAnswers, total: data.totalQuestions }],
  };
}
