import { z } from 'zod';
import { Difficulty, ExamGrade, QuestionType } from './enums';
import { EXAM_LIMITS } from './limits';
import { ExamType } from '../common';

// ---- questions and passages (spec 002 §3) -----------------------------------------------------

/** A passage questions refer to: text is newline-separated paragraphs. */
export const Passage = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  text: z.string(),
});
export type Passage = z.infer<typeof Passage>;

/** The passage a question refers to, copied onto the question (all null when none). */
export const questionPassageShape = {
  passageId: z.string().nullable(),
  passageTitle: z.string().nullable(),
  passageAuthor: z.string().nullable(),
  passageText: z.string().nullable(),
};

/**
 * A stored question. `options` only for multiple-choice (blanks dropped, else []);
 * `correctAnswer` is a letter A, B, C… for multiple-choice, 'True' or 'False' for true-false,
 * free text otherwise ('' when none).
 */
export const Question = z.object({
  id: z.string(),
  question: z.string(),
  type: QuestionType,
  options: z.array(z.string()),
  correctAnswer: z.string(),
  marks: z.number().int().min(EXAM_LIMITS.marksMin).max(EXAM_LIMITS.marksMax),
  explanation: z.string().nullable(),
  category: z.string(),
  difficulty: Difficulty,
  imagePath: z.string().nullable(),
  description: z.string().nullable(),
  ...questionPassageShape,
});
export type Question = z.infer<typeof Question>;

/** A question as a student sees it while taking an exam: no answer, no explanation. */
export const StudentQuestion = Question.omit({ correctAnswer: true, explanation: true });
export type StudentQuestion = z.infer<typeof StudentQuestion>;

export const ExamSettings = z.object({
  allowCalculator: z.boolean(),
  allowNotes: z.boolean(),
  showTimer: z.boolean(),
  preventBacktrack: z.boolean(),
});
export type ExamSettings = z.infer<typeof ExamSettings>;

/** Optional facts an imported file may carry (spec 002 §3, "Import extras"); null when not given. */
export const ExamExtras = z.object({
  totalQuestions: z.number().int().nullable(),
  targetYear: z.string().nullable(),
  examShortName: z.string().nullable(),
  imageBasePath: z.string().nullable(),
  glAssessmentStyle: z.union([z.boolean(), z.string()]).nullable(),
});
export type ExamExtras = z.infer<typeof ExamExtras>;

/** How an exam presents itself in a list: its title, kind, level and length. */
export const examHeadingShape = {
  title: z.string(),
  description: z.string(),
  examType: ExamType,
  difficulty: Difficulty,
  /** minutes */
  duration: z.number().int(),
  grade: ExamGrade,
};

/** The exam's content: what a create or update decides, what the events carry. */
export const ExamContent = z.object({
  ...examHeadingShape,
  questions: z.array(Question),
  passages: z.array(Passage),
  totalMarks: z.number().int(),
  /** percent, or null when none */
  passingScore: z.number().int().nullable(),
  settings: ExamSettings,
  isCustom: z.boolean(),
  isActive: z.boolean(),
  /**
   * The tutor offers this exam for practice (issue 16): off by default; a student may then start
   * it as practice, unless it is in an open or upcoming schedule of theirs. Events written before
   * the field existed (and a live quiz sat as an exam) lack it: absent reads as false.
   */
  availableForPractice: z.boolean().optional(),
  ...ExamExtras.shape,
});
export type ExamContent = z.infer<typeof ExamContent>;

/** An exam as the API answers it (GET /exams/{id}, create, update). */
export const Exam = ExamContent.extend({
  id: z.string(),
  tutorId: z.string(),
  questionCount: z.number().int(),
  /** minutes, the same as duration */
  timeLimit: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Exam = z.infer<typeof Exam>;

/** The exam a student takes: questions without correctAnswer and explanation. */
export const StudentExam = Exam.omit({ questions: true }).extend({ questions: z.array(StudentQuestion) });
export type StudentExam = z.infer<typeof StudentExam>;

/** Removes every correct answer and explanation (what a student may see while taking an exam). */
export function stripAnswers<E extends { questions: readonly Question[] }>(
  exam: E,
): Omit<E, 'questions'> & { questions: StudentQuestion[] } {
  return {
    ...exam,
    questions: exam.questions.map(({ correctAnswer: _answer, explanation: _explanation, ...rest }) => rest),
  };
}

/** An exam in the list (GET /exams): everything but the questions and passages. */
export const ExamSummary = Exam.omit({ questions: true, passages: true });
export type ExamSummary = z.infer<typeof ExamSummary>;
