import type { ExamForm } from '../exams/form';
import type { Passage, Question } from '../exams/model';
import { ExamType } from '../common';
import { Difficulty, ExamGrade, QuestionType } from '../exams/enums';
import { EXAM_DEFAULTS, EXAM_LIMITS } from '../exams/limits';
import { cleanOptions, marksOf, toAnswerLetter, toTrueFalse } from '../exams/answers';
import { newContentId } from '../exams/form';

/** The JSON import's messages (spec 002 §5). */
export const IMPORT_MESSAGES = {
  notJsonFile: 'Please select a JSON file (.json)',
  tooLarge: 'File is too large. Please select a file smaller than 10MB',
  invalidJson: (reason: string) => `Invalid JSON format: ${reason}`,
  rootNotObject: 'Invalid JSON: Root must be an object',
  noLayout: 'Invalid JSON: The file must contain a "questions", "sections" or "passages" array',
  noQuestions: 'No valid questions found in JSON',
  notAnObject: (number: number) => `Question ${number}: Must be an object`,
  invalidQuestion: (number: number) => `Question ${number}: Missing or invalid "question" field`,
  imported: (count: number, title: string) => `Imported ${count} questions from ${title}`,
  loaded: (count: number, file: string) => `Successfully loaded ${count} questions from ${file}`,
  done: 'Questions imported successfully!',
} as const;

/** Optional facts of an imported file (spec 002 §3); a key is present only when the file gives it. */
export interface ImportExtras {
  totalQuestions?: number;
  passingScore?: number;
  targetYear?: string;
  examShortName?: string;
  imageBasePath?: string;
  glAssessmentStyle?: boolean | string;
}

export interface ExamImport {
  questions: Question[];
  passages: Passage[];
  title?: string;
  description?: string;
  /** exam settings the file gives, when they are valid choices */
  exam?: Partial<Pick<ExamForm, 'examType' | 'difficulty' | 'grade' | 'duration'>>;
  extras: ImportExtras;
}

export type ExamImportResult = { success: true; data: ExamImport } | { success: false; message: string };

export interface ImportPreview {
  title: string | null;
  questionCount: number;
  passageCount: number;
  /** the first 3 questions, text cut at 100 characters */
  questions: { number: number; id: string; question: string; type: Question['type']; marks: number }[];
}

type NewId = (prefix: 'q' | 'p') => string;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const first = (record: Record<string, unknown>, ...keys: string[]): unknown =>
  keys.map((key) => record[key]).find((value) => value !== undefined && value !== null && value !== '');

/**
 * The file check before reading it: a .json name or a JSON type, at most 10 MB.
 * Answers the message to show, or null when the file may be read.
 */
export function checkImportFile(file: { name: string; type?: string; size: number }): string | null {
  const isJson = file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
  if (!isJson) {
    return IMPORT_MESSAGES.notJsonFile;
  }
  if (file.size > EXAM_LIMITS.importMaxBytes) {
    return IMPORT_MESSAGES.tooLarge;
  }
  return null;
}

/** Parses a file's text, then normalises it (see normaliseExamImport). */
export function parseExamImport(text: string, newId: NewId = newContentId): ExamImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { success: false, message: IMPORT_MESSAGES.invalidJson((error as Error).message) };
  }
  return normaliseExamImport(json, newId);
}

interface Found {
  raw: unknown;
  passage: Passage | null;
}

/**
 * The one JSON import normaliser (spec 002 §5), used by the form's preview and by the server.
 * Layouts: `{questions: [...]}`; `{sections: [{questions: [...]}]}` (flattened);
 * `{passages: [{id, title, author, text, questions: [...]}]}` (flattened, each question carrying
 * its passage); or a bare array of questions. Defaults: type multiple-choice; blank options
 * dropped; answer from correctAnswer or answer (multiple-choice as a letter); marks from marks or
 * score (1, within 1–10); explanation from explanation or hint; category from category or subject
 * ('General'); difficulty medium; ids generated when missing or repeated.
 */
export function normaliseExamImport(json: unknown, newId: NewId = newContentId): ExamImportResult {
  const found: Found[] = [];
  const passages: Passage[] = [];
  const passageIds = new Set<string>();
  const addPassage = (raw: unknown): Passage | null => {
    if (!isObject(raw)) {
      return null;
    }
    const body = first(raw, 'text', 'content', 'paragraphs');
    let id = str(raw.id);
    if (id === '' || passageIds.has(id)) {
      id = newId('p');
    }
    passageIds.add(id);
    const passage: Passage = {
      id,
      title: str(raw.title),
      author: str(raw.author),
      text: Array.isArray(body) ? body.map(str).join('\n') : typeof body === 'string' ? body : '',
    };
    passages.push(passage);
    return passage;
  };
  const collect = (container: Record<string, unknown>) => {
    if (Array.isArray(container.questions)) {
      found.push(...container.questions.map((raw: unknown) => ({ raw, passage: null })));
    }
    if (Array.isArray(container.sections)) {
      for (const section of container.sections as unknown[]) {
        if (isObject(section)) {
          collect(section);
        }
      }
    }
    if (Array.isArray(container.passages)) {
      for (const raw of container.passages as unknown[]) {
        const passage = addPassage(raw);
        if (passage && isObject(raw) && Array.isArray(raw.questions)) {
          found.push(...raw.questions.map((question: unknown) => ({ raw: question, passage })));
        }
      }
    }
  };

  let root: Record<string, unknown> = {};
  if (Array.isArray(json)) {
    found.push(...json.map((raw: unknown) => ({ raw, passage: null })));
  } else if (isObject(json)) {
    root = json;
    if (![json.questions, json.sections, json.passages].some(Array.isArray)) {
      return { success: false, message: IMPORT_MESSAGES.noLayout };
    }
    collect(json);
  } else {
    return { success: false, message: IMPORT_MESSAGES.rootNotObject };
  }
  if (found.length === 0) {
    return { success: false, message: IMPORT_MESSAGES.noQuestions };
  }

  const questions: Question[] = [];
  const questionIds = new Set<string>();
  for (const [index, { raw, passage: container }] of found.entries()) {
    const number = index + 1;
    if (!isObject(raw)) {
      return { success: false, message: IMPORT_MESSAGES.notAnObject(number) };
    }
    if (typeof raw.question !== 'string' || raw.question.trim() === '') {
      return { success: false, message: IMPORT_MESSAGES.invalidQuestion(number) };
    }
    const typeText = str(raw.type)
      .toLowerCase()
      .replace(/[_\s]+/g, '-');
    const type = QuestionType.safeParse(typeText).data ?? 'multiple-choice';
    const options = type === 'multiple-choice' ? cleanOptions(raw.options) : [];
    const answer = first(raw, 'correctAnswer', 'answer');
    const correctAnswer =
      type === 'multiple-choice'
        ? (toAnswerLetter(answer, options) ?? str(answer))
        : type === 'true-false'
          ? toTrueFalse(answer) || str(answer)
          : str(answer);
    let id = str(raw.id);
    if (id === '' || questionIds.has(id)) {
      id = newId('q');
    }
    questionIds.add(id);
    const passageId = container?.id ?? (str(raw.passageId) || null);
    const named = container ?? passages.find((passage) => passage.id === passageId);
    const explanation = first(raw, 'explanation', 'hint');
    const marks = marksOf(first(raw, 'marks', 'score'));
    questions.push({
      id,
      question: raw.question.trim(),
      type,
      options,
      correctAnswer,
      marks: Math.min(EXAM_LIMITS.marksMax, Math.max(EXAM_LIMITS.marksMin, marks)),
      explanation: str(explanation) || null,
      category: str(first(raw, 'category', 'subject')) || EXAM_DEFAULTS.importCategory,
      difficulty: Difficulty.safeParse(str(raw.difficulty).toLowerCase()).data ?? 'medium',
      imagePath: str(first(raw, 'imagePath', 'image')) || null,
      description: str(raw.description) || null,
      passageId,
      passageTitle: container?.title ?? (str(raw.passageTitle) || named?.title || null),
      passageAuthor: container?.author ?? (str(raw.passageAuthor) || named?.author || null),
      passageText:
        container?.text ??
        (typeof raw.passageText === 'string' && raw.passageText.trim() !== '' ? raw.passageText : null) ??
        named?.text ??
        null,
    });
  }

  const data: ExamImport = { questions, passages, extras: extrasOf(root) };
  const title = str(first(root, 'title', 'examTitle', 'name'));
  if (title) {
    data.title = title;
  }
  const description = str(root.description);
  if (description) {
    data.description = description;
  }
  const exam = examSettingsOf(root);
  if (Object.keys(exam).length > 0) {
    data.exam = exam;
  }
  return { success: true, data };
}

/** "Verbal Reasoning", "verbal_reasoning", "Year 6" → the form's choices; anything else is left out. */
function choice<T extends string>(options: readonly T[], value: unknown): T | undefined {
  const key = str(value)
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return options.find((option) => option === key);
}

function examSettingsOf(root: Record<string, unknown>): NonNullable<ExamImport['exam']> {
  const exam: NonNullable<ExamImport['exam']> = {};
  const examType = choice(ExamType.options, first(root, 'examType', 'subject'));
  if (examType) {
    exam.examType = examType;
  }
  const difficulty = choice(Difficulty.options, root.difficulty);
  if (difficulty) {
    exam.difficulty = difficulty;
  }
  const grade = choice(ExamGrade.options, first(root, 'grade', 'targetYear'));
  if (grade) {
    exam.grade = grade;
  }
  const duration =
    typeof root.duration === 'number' ? root.duration : Number.parseInt(str(root.duration), 10);
  if (
    Number.isInteger(duration) &&
    duration >= EXAM_LIMITS.durationMin &&
    duration <= EXAM_LIMITS.durationMax
  ) {
    exam.duration = duration;
  }
  return exam;
}

function extrasOf(root: Record<string, unknown>): ImportExtras {
  const extras: ImportExtras = {};
  const integer = (value: unknown) => {
    const number =
      typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
    return Number.isFinite(number) ? Math.trunc(number) : undefined;
  };
  const totalQuestions = integer(root.totalQuestions);
  if (totalQuestions !== undefined) {
    extras.totalQuestions = totalQuestions;
  }
  const passingScore = integer(root.passingScore);
  if (passingScore !== undefined) {
    extras.passingScore = Math.min(100, Math.max(0, passingScore));
  }
  for (const key of ['targetYear', 'examShortName', 'imageBasePath'] as const) {
    const value = str(root[key]);
    if (value) {
      extras[key] = value;
    }
  }
  if (typeof root.glAssessmentStyle === 'boolean') {
    extras.glAssessmentStyle = root.glAssessmentStyle;
  } else if (str(root.glAssessmentStyle)) {
    extras.glAssessmentStyle = str(root.glAssessmentStyle);
  }
  return extras;
}

/** What the import dialog shows before importing: the first 3 questions, text cut at 100 characters. */
export function previewOf(data: ExamImport): ImportPreview {
  return {
    title: data.title ?? null,
    questionCount: data.questions.length,
    passageCount: data.passages.length,
    questions: data.questions.slice(0, EXAM_LIMITS.previewQuestions).map((question, index) => ({
      number: index + 1,
      id: question.id,
      question:
        question.question.length > EXAM_LIMITS.previewTextLength
          ? `${question.question.slice(0, EXAM_LIMITS.previewTextLength)}...`
          : question.question,
      type: question.type,
      marks: question.marks,
    })),
  };
}

/**
 * The exam form after an import (spec 002 §2.4): the questions and passages are replaced, the
 * file's title and description fill blank ones, its exam type, difficulty, grade and duration
 * (when valid) are taken, the extras (and a given passing score) are carried.
 */
export function applyImport(form: ExamForm, data: ExamImport): ExamForm {
  const { passingScore, ...extras } = data.extras;
  return {
    ...form,
    title: form.title?.trim() ? form.title : (data.title ?? form.title ?? ''),
    description: form.description?.trim() ? form.description : (data.description ?? form.description ?? ''),
    ...data.exam,
    questions: data.questions,
    passages: data.passages,
    totalMarks: null,
    ...(passingScore !== undefined && { passingScore }),
    ...extras,
  };
}
