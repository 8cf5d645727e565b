import { z } from 'zod';
import type { ExamContent, ExamSettings, Passage, Question } from './model';
import type { FieldError } from '../errors';
import { EXAM_DEFAULTS, EXAM_LIMITS } from './limits';
import { EXAM_MESSAGES } from './messages';
import { ExamType } from '../common';
import { Difficulty, ExamGrade, QuestionType } from './enums';
import { cleanOptions, marksOf, toAnswerLetter, toTrueFalse } from './answers';

// ---- the exam form and its requests (spec 002 §5, §9) -----------------------------------------

/** One question as a form or a client sends it: lenient, normalised by the request schemas. */
export interface QuestionForm {
  id?: string | null;
  question?: string | null;
  type?: string | null;
  options?: readonly (string | number | null)[] | null;
  correctAnswer?: string | number | boolean | null;
  marks?: number | string | null;
  explanation?: string | null;
  category?: string | null;
  difficulty?: string | null;
  imagePath?: string | null;
  description?: string | null;
  passageId?: string | null;
  passageTitle?: string | null;
  passageAuthor?: string | null;
  passageText?: string | null;
}

export interface PassageForm {
  id?: string | null;
  title?: string | null;
  author?: string | null;
  text?: string | null;
}

/** POST /exams and PUT /exams/{id}: "the full exam body". */
export interface ExamForm {
  title?: string | null;
  description?: string | null;
  examType?: string | null;
  difficulty?: string | null;
  duration?: number | string | null;
  grade?: string | null;
  questions?: readonly QuestionForm[] | null;
  passages?: readonly PassageForm[] | null;
  totalMarks?: number | string | null;
  passingScore?: number | string | null;
  settings?: Partial<ExamSettings> | null;
  isCustom?: boolean | null;
  isActive?: boolean | null;
  availableForPractice?: boolean | null;
  totalQuestions?: number | string | null;
  targetYear?: string | null;
  examShortName?: string | null;
  imageBasePath?: string | null;
  glAssessmentStyle?: boolean | string | null;
}

/** A fresh id for a question or passage the client left without one. */
export function newContentId(prefix: 'q' | 'p'): string {
  const random =
    typeof globalThis.crypto?.randomUUID === 'function'
      ? globalThis.crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `${prefix}-${random}`;
}

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : typeof value === 'number' ? String(value) : '';
const nullableText = (value: unknown, max: number): string | null => text(value, max) || null;

function enumOr<T extends string>(values: readonly T[], value: unknown, fallback: T): T | null {
  if (value === undefined || value === null || value === '') {
    return fallback;
  }
  const normal =
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/[_\s]+/g, '-')
      : '';
  return (values as readonly string[]).includes(normal) ? (normal as T) : null;
}

/** Whole number from a number or numeric string; null when blank or non-numeric. */
function integerOf(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? Math.trunc(value) : null;
  }
  if (typeof value === 'string') {
    const parsed = Number.parseInt(value.trim(), 10);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ExamValidation = { success: true; data: ExamContent } | { success: false; errors: FieldError[] };

/**
 * The exam form's rules (spec 002 §5), shared by the form, the server's create and update:
 * title required; at least one question; every question has text; duration 15–180 (blank or
 * non-numeric 60); marks 1–10 (blank or non-numeric 1); totalMarks the sum of marks when blank;
 * passingScore an integer 0–100 (60 when absent, null when blank); multiple-choice answers are
 * stored as letters and must name an option; true-false answers are 'True' or 'False'.
 * Questions and passages without an id (or with a repeated one) get a fresh id.
 */
export function validateExamForm(input: unknown, newId: typeof newContentId = newContentId): ExamValidation {
  const form: Record<string, unknown> = isObject(input) ? input : {};
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => {
    if (!errors.some((error) => error.field === field)) {
      errors.push({ field, message });
    }
  };

  const title = text(form.title, EXAM_LIMITS.titleMax + 1);
  if (title === '') {
    fail('title', EXAM_MESSAGES.titleRequired);
  } else if (title.length > EXAM_LIMITS.titleMax) {
    fail('title', `At most ${EXAM_LIMITS.titleMax} characters`);
  }
  const examType = enumOr(ExamType.options, form.examType, EXAM_DEFAULTS.examType);
  if (examType === null) {
    fail('examType', 'Please choose a valid exam type');
  }
  const difficulty = enumOr(Difficulty.options, form.difficulty, EXAM_DEFAULTS.difficulty);
  if (difficulty === null) {
    fail('difficulty', 'Please choose a valid difficulty');
  }
  const grade = enumOr(ExamGrade.options, form.grade, EXAM_DEFAULTS.grade);
  if (grade === null) {
    fail('grade', 'Please choose a valid grade');
  }
  const duration = integerOf(form.duration) ?? EXAM_LIMITS.defaultDuration;
  if (duration < EXAM_LIMITS.durationMin || duration > EXAM_LIMITS.durationMax) {
    fail('duration', EXAM_MESSAGES.durationRange);
  }

  // passages first: questions that name one get its title, author and text
  const passages: Passage[] = [];
  const passageIds = new Set<string>();
  for (const raw of Array.isArray(form.passages) ? (form.passages as unknown[]) : []) {
    const passage: Record<string, unknown> = isObject(raw) ? raw : {};
    let id = text(passage.id, 100);
    if (id === '' || passageIds.has(id)) {
      id = newId('p');
    }
    passageIds.add(id);
    passages.push({
      id,
      title: text(passage.title, EXAM_LIMITS.titleMax),
      author: text(passage.author, EXAM_LIMITS.titleMax),
      text: typeof passage.text === 'string' ? passage.text.slice(0, EXAM_LIMITS.passageTextMax) : '',
    });
  }

  const rawQuestions = Array.isArray(form.questions) ? (form.questions as unknown[]) : [];
  if (rawQuestions.length === 0) {
    fail('questions', EXAM_MESSAGES.questionsRequired);
  } else if (rawQuestions.length > EXAM_LIMITS.maxQuestions) {
    fail('questions', `An exam holds at most ${EXAM_LIMITS.maxQuestions} questions`);
  }
  const questions: Question[] = [];
  const questionIds = new Set<string>();
  let withoutText = 0;
  rawQuestions.slice(0, EXAM_LIMITS.maxQuestions).forEach((raw, index) => {
    const at = `questions.${index}`;
    const label = `Question ${index + 1}: `;
    const q: Record<string, unknown> = isObject(raw) ? raw : {};
    const questionText = text(q.question, EXAM_LIMITS.questionTextMax);
    if (questionText === '') {
      withoutText += 1;
    }
    let id = text(q.id, 100);
    if (id === '' || questionIds.has(id)) {
      id = newId('q');
    }
    questionIds.add(id);
    const type = enumOr(QuestionType.options, q.type, 'multiple-choice');
    if (type === null) {
      fail(`${at}.type`, `${label}Please choose a valid question type`);
    }
    const questionDifficulty = enumOr(Difficulty.options, q.difficulty, 'medium');
    if (questionDifficulty === null) {
      fail(`${at}.difficulty`, `${label}Please choose a valid difficulty`);
    }
    const marks = marksOf(q.marks);
    if (marks < EXAM_LIMITS.marksMin || marks > EXAM_LIMITS.marksMax) {
      fail(`${at}.marks`, `${label}${EXAM_MESSAGES.marksRange}`);
    }
    const options =
      type === 'multiple-choice' ? cleanOptions(q.options).slice(0, EXAM_LIMITS.maxOptions) : [];
    let correctAnswer = '';
    if (type === 'multiple-choice') {
      const letter = toAnswerLetter(q.correctAnswer, options);
      if (options.length < 2) {
        fail(`${at}.options`, `${label}${EXAM_MESSAGES.optionsRequired}`);
      } else if (letter === '') {
        fail(`${at}.correctAnswer`, `${label}${EXAM_MESSAGES.correctAnswerRequired}`);
      } else if (letter === null) {
        fail(
          `${at}.correctAnswer`,
          `${label}${EXAM_MESSAGES.correctAnswerNotAnOption(text(q.correctAnswer, 100))}`,
        );
      }
      correctAnswer = letter ?? '';
    } else if (type === 'true-false') {
      const answer = toTrueFalse(q.correctAnswer);
      if (answer === '' || answer === null) {
        fail(`${at}.correctAnswer`, `${label}${EXAM_MESSAGES.trueFalseAnswer}`);
      }
      correctAnswer = answer ?? '';
    } else {
      correctAnswer = text(q.correctAnswer, EXAM_LIMITS.questionTextMax);
    }
    const passageId = nullableText(q.passageId, 100);
    const passage = passageId === null ? undefined : passages.find((known) => known.id === passageId);
    questions.push({
      id,
      question: questionText,
      type: type ?? 'multiple-choice',
      options,
      correctAnswer,
      marks,
      explanation: nullableText(q.explanation, EXAM_LIMITS.questionTextMax),
      category: text(q.category, 100) || EXAM_DEFAULTS.category,
      difficulty: questionDifficulty ?? 'medium',
      imagePath: nullableText(q.imagePath, 1000),
      description: nullableText(q.description, EXAM_LIMITS.descriptionMax),
      passageId,
      passageTitle: nullableText(q.passageTitle, EXAM_LIMITS.titleMax) ?? passage?.title ?? null,
      passageAuthor: nullableText(q.passageAuthor, EXAM_LIMITS.titleMax) ?? passage?.author ?? null,
      passageText:
        (typeof q.passageText === 'string' && q.passageText.trim() !== ''
          ? q.passageText.slice(0, EXAM_LIMITS.passageTextMax)
          : null) ??
        passage?.text ??
        null,
    });
  });
  if (withoutText > 0) {
    fail('questions', EXAM_MESSAGES.questionsWithoutText(withoutText));
  }

  const sum = questions.reduce((total, question) => total + question.marks, 0);
  const givenTotal =
    form.totalMarks === undefined || form.totalMarks === null || form.totalMarks === ''
      ? null
      : integerOf(form.totalMarks);
  if (givenTotal !== null && givenTotal < 1) {
    fail('totalMarks', EXAM_MESSAGES.totalMarksInvalid);
  }
  const totalMarks = givenTotal ?? sum;

  let passingScore: number | null;
  if (form.passingScore === undefined) {
    passingScore = EXAM_LIMITS.defaultPassingScore;
  } else {
    passingScore = integerOf(form.passingScore);
    if (passingScore !== null && (passingScore < 0 || passingScore > 100)) {
      fail('passingScore', EXAM_MESSAGES.passingScoreRange);
    }
  }

  const settings: Record<string, unknown> = isObject(form.settings) ? form.settings : {};
  const flag = (key: keyof ExamSettings) =>
    typeof settings[key] === 'boolean' ? settings[key] : EXAM_DEFAULTS.settings[key];

  const glAssessmentStyle =
    typeof form.glAssessmentStyle === 'boolean'
      ? form.glAssessmentStyle
      : nullableText(form.glAssessmentStyle, 100);

  if (errors.length > 0) {
    return { success: false, errors };
  }
  return {
    success: true,
    data: {
      title,
      description: text(form.description, EXAM_LIMITS.descriptionMax),
      examType: examType ?? EXAM_DEFAULTS.examType,
      difficulty: difficulty ?? EXAM_DEFAULTS.difficulty,
      duration,
      grade: grade ?? EXAM_DEFAULTS.grade,
      questions,
      passages,
      totalMarks,
      passingScore,
      settings: {
        allowCalculator: flag('allowCalculator'),
        allowNotes: flag('allowNotes'),
        showTimer: flag('showTimer'),
        preventBacktrack: flag('preventBacktrack'),
      },
      isCustom: typeof form.isCustom === 'boolean' ? form.isCustom : true,
      isActive: typeof form.isActive === 'boolean' ? form.isActive : true,
      availableForPractice: form.availableForPractice === true,
      totalQuestions: integerOf(form.totalQuestions),
      targetYear: nullableText(form.targetYear, 100),
      examShortName: nullableText(form.examShortName, 100),
      imageBasePath: nullableText(form.imageBasePath, 1000),
      glAssessmentStyle,
    },
  };
}

/**
 * POST /exams and PUT /exams/{id} as zod schemas over validateExamForm: `safeParse` gives the
 * same messages, each issue at its field's path ('title', 'questions', 'questions.2.marks'…).
 */
export const ExamRequest = z.unknown().transform((input, ctx): ExamContent => {
  const result = validateExamForm(input);
  if (!result.success) {
    for (const error of result.errors) {
      ctx.issues.push({ code: 'custom', message: error.message, path: error.field.split('.'), input });
    }
    return z.NEVER;
  }
  return result.data;
});
export const CreateExamRequest = ExamRequest;
export const UpdateExamRequest = ExamRequest;
export type CreateExamRequest = ExamForm;
export type UpdateExamRequest = ExamForm;

/** The form's starting values (spec 002 §9). */
export function emptyExamForm(): ExamForm {
  return {
    title: '',
    description: '',
    examType: EXAM_DEFAULTS.examType,
    difficulty: EXAM_DEFAULTS.difficulty,
    duration: EXAM_DEFAULTS.duration,
    grade: EXAM_DEFAULTS.grade,
    questions: [],
    passages: [],
    totalMarks: null,
    passingScore: EXAM_DEFAULTS.passingScore,
    settings: { ...EXAM_DEFAULTS.settings },
    isCustom: true,
    isActive: true,
    availableForPractice: EXAM_DEFAULTS.availableForPractice,
  };
}

/** A new question in the editor: multiple-choice with four blank options A to D. */
export function emptyQuestionForm(): QuestionForm {
  return {
    question: '',
    type: 'multiple-choice',
    options: ['', '', '', ''],
    correctAnswer: '',
    marks: 1,
    explanation: '',
    category: EXAM_DEFAULTS.category,
    difficulty: 'medium',
  };
}
