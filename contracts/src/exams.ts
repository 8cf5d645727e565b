import { z } from 'zod';
import { ExamType } from './common';
import type { FieldError } from './errors';
import type { PersonalFields } from './personalData';

export const Difficulty = z.enum(['easy', 'medium', 'hard']);
export type Difficulty = z.infer<typeof Difficulty>;
export const QuestionType = z.enum([
  'multiple-choice',
  'true-false',
  'short-answer',
  'essay',
  'fill-in-blank',
]);
export type QuestionType = z.infer<typeof QuestionType>;
export const ExamGrade = z.enum(['year-4', 'year-5', 'year-6', 'year-7', 'mixed']);
export type ExamGrade = z.infer<typeof ExamGrade>;

/** Spec 002 §9. */
export const EXAM_LIMITS = {
  durationMin: 15,
  durationMax: 180,
  defaultDuration: 60,
  marksMin: 1,
  marksMax: 10,
  defaultPassingScore: 60,
  importMaxBytes: 10 * 1024 * 1024,
  imageMaxBytes: 5 * 1024 * 1024,
  /** preview of an import: the first 3 questions, text cut at 100 characters */
  previewQuestions: 3,
  previewTextLength: 100,
  titleMax: 200,
  descriptionMax: 5_000,
  questionTextMax: 20_000,
  passageTextMax: 100_000,
  maxQuestions: 500,
  maxOptions: 26,
} as const;

/** The exam form's defaults (spec 002 §9). */
export const EXAM_DEFAULTS = {
  examType: 'mathematics',
  difficulty: 'medium',
  duration: EXAM_LIMITS.defaultDuration,
  grade: 'year-6',
  passingScore: EXAM_LIMITS.defaultPassingScore,
  settings: { allowCalculator: false, allowNotes: false, showTimer: true, preventBacktrack: false },
  /** a new exam is not offered for practice until its tutor says so (issue 16) */
  availableForPractice: false,
  /** category of a question made in the editor; an imported one defaults to 'General' */
  category: 'general',
  importCategory: 'General',
} as const;

/** The exam's messages (spec 002 §5, §8). */
export const EXAM_MESSAGES = {
  titleRequired: 'Please enter an exam title',
  questionsRequired: 'Please add at least one question to the exam',
  questionsWithoutText: (count: number) =>
    `Found ${count} questions without text. Please check your questions.`,
  questionRequired: 'Please enter a question',
  durationRange: 'Duration must be between 15 and 180 minutes',
  marksRange: 'Marks must be between 1 and 10',
  totalMarksInvalid: 'Total marks must be a whole number of at least 1',
  passingScoreRange: 'Passing score must be between 0 and 100',
  correctAnswerRequired: 'Please choose the correct answer',
  correctAnswerNotAnOption: (answer: string) => `Correct answer "${answer}" is not one of the options`,
  trueFalseAnswer: 'The correct answer must be True or False',
  optionsRequired: 'A multiple-choice question needs at least two options',
  created: (title: string) => `Exam "${title}" created successfully`,
  updated: (title: string) => `Exam "${title}" updated successfully`,
  deleted: (title: string) => `Exam "${title}" deleted successfully`,
  notFound: 'Exam not found',
  imageUploaded: 'Image uploaded successfully',
  imageDeleted: 'Uploaded image deleted successfully',
  imageTooLarge: 'Image size must be less than 5MB',
  imageInvalid: 'Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)',
  imageRequired: 'Please select an image to upload',
  imageNotFound: 'Image not found',
} as const;

/** Practice of an exam (issue 16): the tutor's choice, never over a schedule of the student's. */
export const PRACTICE_MESSAGES = {
  notOffered: 'Your tutor has not made this exam available for practice',
  scheduled: 'This exam is scheduled for you: take it from your scheduled exams when it opens',
} as const;

// ---- questions and passages (spec 002 §3) -----------------------------------------------------

/** A passage questions refer to: text is newline-separated paragraphs. */
export const Passage = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  text: z.string(),
});
export type Passage = z.infer<typeof Passage>;

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
  passageId: z.string().nullable(),
  passageTitle: z.string().nullable(),
  passageAuthor: z.string().nullable(),
  passageText: z.string().nullable(),
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

/** The exam's content: what a create or update decides, what the events carry. */
export const ExamContent = z.object({
  title: z.string(),
  description: z.string(),
  examType: ExamType,
  difficulty: Difficulty,
  /** minutes */
  duration: z.number().int(),
  grade: ExamGrade,
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

// ---- answer letters -------------------------------------------------------------------------

/** 'A' for 0, 'B' for 1… */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** 0 for 'A', 1 for 'B'…; -1 when not a single capital letter. */
export function letterIndex(letter: string): number {
  return /^[A-Z]$/.test(letter) ? letter.charCodeAt(0) - 65 : -1;
}

/**
 * A multiple-choice answer as stored: a single capital letter is the option at that position;
 * an answer given as an option's text (trimmed, case-insensitive) becomes its letter; a single
 * lower-case letter that is no option's text is read as a letter. Answers '' when none was
 * given, null when the answer names no option.
 */
export function toAnswerLetter(answer: unknown, options: readonly string[]): string | null {
  const text = answerText(answer);
  if (text === '') {
    return '';
  }
  const byLetter = letterIndex(text);
  if (byLetter >= 0) {
    return byLetter < options.length ? text : null;
  }
  const exact = options.findIndex((option) => option.trim() === text);
  if (exact >= 0) {
    return optionLetter(exact);
  }
  const folded = options.findIndex((option) => option.trim().toLowerCase() === text.toLowerCase());
  if (folded >= 0) {
    return optionLetter(folded);
  }
  const lower = letterIndex(text.toUpperCase());
  if (text.length === 1 && lower >= 0) {
    return lower < options.length ? text.toUpperCase() : null;
  }
  return null;
}

/** 'True' or 'False' from true/false, 'true', 'T', 'yes'…; null otherwise, '' when blank. */
export function toTrueFalse(answer: unknown): 'True' | 'False' | '' | null {
  const text = answerText(answer).toLowerCase();
  if (text === '') {
    return '';
  }
  if (['true', 't', 'yes', 'y'].includes(text)) {
    return 'True';
  }
  if (['false', 'f', 'no', 'n'].includes(text)) {
    return 'False';
  }
  return null;
}

function answerText(answer: unknown): string {
  if (typeof answer === 'string') {
    return answer.trim();
  }
  if (typeof answer === 'number' || typeof answer === 'boolean') {
    return String(answer);
  }
  return '';
}

/** Marks of one question: non-numeric or blank is 1; a number is rounded. */
export function marksOf(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? Math.round(number) : EXAM_LIMITS.marksMin;
}

/** Options as stored: strings, trimmed, blanks dropped. */
export function cleanOptions(options: unknown): string[] {
  if (!Array.isArray(options)) {
    return [];
  }
  return options
    .map((option) => (typeof option === 'string' || typeof option === 'number' ? String(option).trim() : ''))
    .filter((option) => option.length > 0);
}

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

// ---- answers of the API ---------------------------------------------------------------------

export const ExamListResponse = z.object({
  success: z.literal(true),
  exams: z.array(ExamSummary),
  total: z.number().int(),
});
export const ExamResponse = z.object({
  success: z.literal(true),
  exam: Exam,
  message: z.string().optional(),
});
export const ExamDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * GET /exams/practice (issue 16, students): an exam the student's own tutor offers for practice
 * and that no open or upcoming schedule of theirs holds, with the student's practice so far.
 */
export const PracticeExamItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  examType: ExamType,
  difficulty: Difficulty,
  /** minutes */
  duration: z.number().int(),
  grade: ExamGrade,
  totalMarks: z.number().int(),
  questionCount: z.number().int(),
  /** the student's submitted practice attempts of this exam */
  attemptsTaken: z.number().int(),
  /** their best percentage at practice, null before the first */
  bestPercentage: z.number().nullable(),
  /** a practice attempt is running (Resume) */
  inProgress: z.boolean(),
});
export type PracticeExamItem = z.infer<typeof PracticeExamItem>;
export const PracticeExamListResponse = z.object({
  success: z.literal(true),
  exams: z.array(PracticeExamItem),
  total: z.number().int(),
});
export type PracticeExamListResponse = z.infer<typeof PracticeExamListResponse>;

/** POST /upload/question-image */
export const QuestionImageResponse = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), filename: z.string() }),
  message: z.string(),
});

/** Uploaded question images: `question-<uuid>.<ext>`, served under QUESTION_IMAGE_URL_PREFIX. */
export const QUESTION_IMAGE_FILENAME =
  /^question-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|svg)$/;
export const QUESTION_IMAGE_URL_PREFIX = '/uploads/question-images/';
export const QUESTION_IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type QuestionImageExtension = keyof typeof QUESTION_IMAGE_TYPES;

// ---- events of the exams module (past tense) --------------------------------------------------

const ExamFacts = {
  examId: z.string(),
  organisationId: z.string(),
  /** the tutor who owns the exam (an admin's exams are their own) */
  tutorId: z.string(),
  by: z.string(),
  byRole: z.string(),
};

/** An exam was created with this content. */
export const ExamCreated = z.object({
  type: z.literal('ExamCreated'),
  data: z.object({ ...ExamFacts, exam: ExamContent, createdAt: z.string() }),
});

/** An exam's content was replaced. */
export const ExamUpdated = z.object({
  type: z.literal('ExamUpdated'),
  data: z.object({ ...ExamFacts, exam: ExamContent, updatedAt: z.string() }),
});

/** An exam was deleted; schedules keep their own snapshot of the title. */
export const ExamDeleted = z.object({
  type: z.literal('ExamDeleted'),
  data: z.object({ ...ExamFacts, title: z.string(), deletedAt: z.string() }),
});

/** A question image was stored for an organisation. */
export const QuestionImageUploaded = z.object({
  type: z.literal('QuestionImageUploaded'),
  data: z.object({
    filename: z.string(),
    organisationId: z.string(),
    uploadedBy: z.string(),
    contentType: z.string(),
    bytes: z.number().int(),
    uploadedAt: z.string(),
  }),
});

/** A question image was deleted (the file is removed with it). */
export const QuestionImageDeleted = z.object({
  type: z.literal('QuestionImageDeleted'),
  data: z.object({
    filename: z.string(),
    organisationId: z.string(),
    deletedBy: z.string(),
    deletedAt: z.string(),
  }),
});

export const ExamsEvent = z.discriminatedUnion('type', [
  ExamCreated,
  ExamUpdated,
  ExamDeleted,
  QuestionImageUploaded,
  QuestionImageDeleted,
]);
export type ExamsEvent = z.infer<typeof ExamsEvent>;

/** Exam content and image facts are not personal data (DESIGN.md §4). */
export const EXAMS_PERSONAL_DATA: Readonly<Record<ExamsEvent['type'], PersonalFields | null>> = {
  ExamCreated: null,
  ExamUpdated: null,
  ExamDeleted: null,
  QuestionImageUploaded: null,
  QuestionImageDeleted: null,
};

export const examsStreams = {
  exam: (examId: string) => `exam-${examId}`,
  /** stream ids carry no '.' (read models key revisions by stream id): 'question-<uuid>.png' -> '…-png' */
  questionImage: (filename: string) => `question-image-${filename.replace(/[.$]/g, '-')}`,
} as const;

// the JSON import normaliser lives beside the other rules; exported with the module
export * from './rules/examImport';
