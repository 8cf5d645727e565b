import {
  Difficulty,
  EXAM_DEFAULTS,
  EXAM_LIMITS,
  ExamGrade,
  ExamType,
  QuestionType,
  letterIndex,
  optionLetter,
  type Exam,
  type ExamForm,
  type ExamImport,
  type Passage,
  type Question,
} from '@portal/contracts';

/**
 * The exam form's pure rules (spec 002 §§3, 5, 9): what the form holds while it is being edited,
 * how its text inputs become numbers, what a question becomes when it is saved, and the checks
 * run before the exam is sent. No React, no network: everything here is unit-tested.
 */

export const EXAM_TYPES = ExamType.options;
export const DIFFICULTIES = Difficulty.options;
export const EXAM_GRADES = ExamGrade.options;
export const QUESTION_TYPES = QuestionType.options;

/** Spec 002 §9 (the contract's limits, plus the form's own defaults). */
export const FORM_LIMITS = {
  ...EXAM_LIMITS,
  defaultMarks: EXAM_LIMITS.marksMin,
  previewChars: EXAM_LIMITS.previewTextLength,
} as const;

export const UI_MESSAGES = {
  titleRequired: 'Please enter an exam title',
  noQuestions: 'Please add at least one question to the exam',
  loadFailed: 'Failed to load exams',
  detailFailed: 'Failed to load exam details',
  deleteFailed: 'Failed to delete exam',
  networkError: 'Network error. Please check server connection.',
  questionRequired: 'Please enter a question',
  questionAdded: 'Question added successfully',
  questionUpdated: 'Question updated successfully',
  questionDeleted: 'Question deleted successfully',
  questionDuplicated: 'Question duplicated successfully',
  questionOrder: 'Question order updated',
  imageTooLarge: 'Image size must be less than 5MB',
  imageWrongType: 'Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)',
  imageUploaded: 'Image uploaded successfully',
  imageUploadFailed: 'Failed to upload image',
  uploadedImageDeleted: 'Uploaded image deleted successfully',
  referencedImageRemoved: 'Referenced image removed from question',
  imageRemoved: 'Image removed from question',
  passageUpdated: 'Passage updated successfully',
  passageDeleted: 'Passage deleted',
  passageCopied: 'Passage copied to clipboard',
  passageNotFound: 'Error: Passage not found.',
} as const;

/** Toast durations (spec 002 §9): exam toasts 4 s, question editor toasts 3 s. */
export const EXAM_TOAST_MS = 4000;
export const EDITOR_TOAST_MS = 3000;

export const examCreated = (title: string) => `Exam "${title}" created successfully`;
export const examUpdated = (title: string) => `Exam "${title}" updated successfully`;
export const examDeleted = (title: string) => `Exam "${title}" deleted successfully`;
export const uploadFailed = (message: string) => `Upload failed: ${message}`;
export const questionsWithoutText = (count: number) =>
  `Found ${count} questions without text. Please check your questions.`;

/** 'Failed to create exam: ' + the server's message, else the client's, else the network notice. */
export function createFailedMessage(
  serverMessage: string | undefined,
  clientMessage: string | undefined,
): string {
  const reason = serverMessage?.trim() || clientMessage?.trim() || UI_MESSAGES.networkError;
  return `Failed to create exam: ${reason}`;
}

export function updateFailedMessage(message: string | undefined): string {
  return `Failed to update exam: ${message?.trim() || UI_MESSAGES.networkError}`;
}

export interface PassageDraft {
  id: string;
  title: string;
  author: string;
  /** Paragraphs separated by newlines. */
  text: string;
}

export interface QuestionDraft {
  id: string;
  question: string;
  type: QuestionType;
  /** Multiple-choice only; while editing, blanks are kept so the letters stay put. */
  options: string[];
  /** A letter (A, B, …) for multiple-choice, True/False, a text answer, or '' for essays. */
  correctAnswer: string;
  marks: number;
  explanation: string;
  category: string;
  difficulty: Difficulty;
  imagePath: string;
  description: string;
  passageId: string;
  passageTitle: string;
  passageAuthor: string;
  passageText: string;
}

export interface ExamSettings {
  allowCalculator: boolean;
  allowNotes: boolean;
  showTimer: boolean;
  preventBacktrack: boolean;
}

/** What the create/edit form holds: numbers stay text until they are saved. */
export interface ExamFormValues {
  title: string;
  description: string;
  examType: ExamType;
  difficulty: Difficulty;
  duration: string;
  grade: ExamGrade;
  passingScore: string;
  /** Blank: the sum of the questions' marks. */
  totalMarks: string;
  settings: ExamSettings;
  /** Active exams can be scheduled and taken. */
  isActive: boolean;
  /** The tutor offers the exam for practice (issue 16); off by default. */
  availableForPractice: boolean;
  questions: QuestionDraft[];
  passages: PassageDraft[];
}

export const DEFAULT_SETTINGS: ExamSettings = {
  allowCalculator: false,
  allowNotes: false,
  showTimer: true,
  preventBacktrack: false,
};

export function emptyExamForm(): ExamFormValues {
  return {
    title: '',
    description: '',
    examType: 'mathematics',
    difficulty: 'medium',
    duration: String(FORM_LIMITS.defaultDuration),
    grade: 'year-6',
    passingScore: String(FORM_LIMITS.defaultPassingScore),
    totalMarks: '',
    settings: { ...DEFAULT_SETTINGS },
    isActive: true,
    availableForPractice: EXAM_DEFAULTS.availableForPractice,
    questions: [],
    passages: [],
  };
}

let sequence = 0;

/** A client-side id for a new question or passage (the server keeps the ids it is given). */
export function newId(prefix: 'q' | 'p'): string {
  sequence += 1;
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  return `${prefix}-${Date.now().toString(36)}-${sequence}-${random}`;
}

/** A new question: multiple-choice with four blank options A–D, 1 mark, general, medium. */
export function emptyQuestion(id: string = newId('q')): QuestionDraft {
  return {
    id,
    question: '',
    type: 'multiple-choice',
    options: ['', '', '', ''],
    correctAnswer: '',
    marks: FORM_LIMITS.defaultMarks,
    explanation: '',
    category: 'general',
    difficulty: 'medium',
    imagePath: '',
    description: '',
    passageId: '',
    passageTitle: '',
    passageAuthor: '',
    passageText: '',
  };
}

function parseInteger(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) ? Math.round(input) : null;
  }
  const text = (input ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    return null;
  }
  return Math.round(Number(text));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Duration in minutes: 15 to 180; anything not a number is 60. */
export function parseDuration(input: string | number): number {
  const value = parseInteger(input);
  return value === null
    ? FORM_LIMITS.defaultDuration
    : clamp(value, FORM_LIMITS.durationMin, FORM_LIMITS.durationMax);
}

/** A question's marks: 1 to 10; anything not a number is 1. */
export function parseMarks(input: string | number): number {
  const value = parseInteger(input);
  return value === null ? FORM_LIMITS.defaultMarks : clamp(value, FORM_LIMITS.marksMin, FORM_LIMITS.marksMax);
}

/** Passing score in percent, or null when blank (spec 002 §5). */
export function parsePassingScore(input: string): number | null {
  const value = parseInteger(input);
  return value === null ? null : clamp(value, 0, 100);
}

export function sumOfMarks(questions: readonly Pick<QuestionDraft, 'marks'>[]): number {
  return questions.reduce((total, question) => total + (question.marks || FORM_LIMITS.defaultMarks), 0);
}

/** The exam's total: the typed figure, or the sum of the questions' marks when blank. */
export function totalMarksOf(values: Pick<ExamFormValues, 'totalMarks' | 'questions'>): number {
  const typed = parseInteger(values.totalMarks);
  return typed !== null && typed > 0 ? typed : sumOfMarks(values.questions);
}

/** The options a correct answer may be chosen from: the non-blank ones, with their letters. */
export function answerChoices(options: readonly string[]): { letter: string; text: string }[] {
  return options
    .map((text, index) => ({ letter: optionLetter(index), text: text.trim() }))
    .filter((choice) => choice.text !== '');
}

/** A new type keeps what still fits: options for multiple-choice, True/False, or a text answer. */
export function changeQuestionType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  if (type === draft.type) {
    return draft;
  }
  switch (type) {
    case 'multiple-choice': {
      const options = draft.options.length >= 2 ? draft.options : ['', '', '', ''];
      const valid = answerChoices(options).some((choice) => choice.letter === draft.correctAnswer);
      return { ...draft, type, options, correctAnswer: valid ? draft.correctAnswer : '' };
    }
    case 'true-false':
      return {
        ...draft,
        type,
        correctAnswer: draft.correctAnswer === 'False' ? 'False' : 'True',
      };
    case 'short-answer':
    case 'fill-in-blank':
      return {
        ...draft,
        type,
        correctAnswer:
          draft.type === 'short-answer' || draft.type === 'fill-in-blank' ? draft.correctAnswer : '',
      };
    case 'essay':
      return { ...draft, type, correctAnswer: '' };
  }
}

/** Removes option `index`; the correct letter follows its option, or is cleared with it. */
export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  const options = draft.options.filter((_, position) => position !== index);
  const correct = letterIndex(draft.correctAnswer);
  let correctAnswer = draft.correctAnswer;
  if (correct === index) {
    correctAnswer = '';
  } else if (correct > index) {
    correctAnswer = optionLetter(correct - 1);
  }
  return { ...draft, options, correctAnswer };
}

export function setOption(draft: QuestionDraft, index: number, text: string): QuestionDraft {
  const options = draft.options.map((option, position) => (position === index ? text : option));
  // an option emptied while it was the answer is no longer a valid answer
  const correctAnswer =
    letterIndex(draft.correctAnswer) === index && text.trim() === '' ? '' : draft.correctAnswer;
  return { ...draft, options, correctAnswer };
}

/**
 * The question as it is saved: trimmed text, marks 1–10, blank options dropped (the correct letter
 * moves with its option), no options outside multiple-choice, no answer for an essay.
 */
export function finaliseQuestion(draft: QuestionDraft): QuestionDraft {
  const base = {
    ...draft,
    question: draft.question.trim(),
    marks: parseMarks(draft.marks),
    explanation: draft.explanation.trim(),
    category: draft.category.trim() || 'general',
  };
  switch (draft.type) {
    case 'multiple-choice': {
      const choices = answerChoices(draft.options);
      const position = choices.findIndex((choice) => choice.letter === draft.correctAnswer);
      return {
        ...base,
        options: choices.map((choice) => choice.text),
        correctAnswer: position >= 0 ? optionLetter(position) : '',
      };
    }
    case 'true-false':
      return { ...base, options: [], correctAnswer: draft.correctAnswer === 'False' ? 'False' : 'True' };
    case 'short-answer':
    case 'fill-in-blank':
      return { ...base, options: [], correctAnswer: draft.correctAnswer.trim() };
    case 'essay':
      return { ...base, options: [], correctAnswer: '' };
  }
}

/** A question read back for editing: multiple-choice shows at least its four option rows. */
export function questionForEditing(question: QuestionDraft): QuestionDraft {
  if (question.type !== 'multiple-choice' || question.options.length >= 4) {
    return { ...question, options: [...question.options] };
  }
  return {
    ...question,
    options: [...question.options, ...Array<string>(4 - question.options.length).fill('')],
  };
}

/** The answer as a person reads it: "B. 42" for multiple-choice, the text otherwise. */
export function answerLabel(question: Pick<QuestionDraft, 'type' | 'options' | 'correctAnswer'>): string {
  if (!question.correctAnswer) {
    return '';
  }
  if (question.type === 'multiple-choice') {
    const option = question.options[letterIndex(question.correctAnswer)];
    return option ? `${question.correctAnswer}. ${option}` : question.correctAnswer;
  }
  return question.correctAnswer;
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) {
    return next;
  }
  next.splice(to, 0, moved);
  return next;
}

/** A copy of question `index` right after it, with its own id. */
export function duplicateQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  id: string = newId('q'),
): QuestionDraft[] {
  const original = questions[index];
  if (!original) {
    return [...questions];
  }
  const next = [...questions];
  next.splice(index + 1, 0, { ...original, id, options: [...original.options] });
  return next;
}

/** Links a question to one of the exam's passages (or none), copying its title, author and text. */
export function linkPassage(question: QuestionDraft, passage: PassageDraft | undefined): QuestionDraft {
  return {
    ...question,
    passageId: passage?.id ?? '',
    passageTitle: passage?.title ?? '',
    passageAuthor: passage?.author ?? '',
    passageText: passage?.text ?? '',
  };
}

/** After a passage changed: the questions that read it carry its new title, author and text. */
export function syncPassage(questions: readonly QuestionDraft[], passage: PassageDraft): QuestionDraft[] {
  return questions.map((question) =>
    question.passageId === passage.id ? linkPassage(question, passage) : question,
  );
}

/** Removes a passage; its questions stay, unlinked. */
export function removePassage(
  values: Pick<ExamFormValues, 'passages' | 'questions'>,
  passageId: string,
): Pick<ExamFormValues, 'passages' | 'questions'> {
  return {
    passages: values.passages.filter((passage) => passage.id !== passageId),
    questions: values.questions.map((question) =>
      question.passageId === passageId ? linkPassage(question, undefined) : question,
    ),
  };
}

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What "Copy" puts on the clipboard: title, author, then the paragraphs. */
export function passageClipboardText(passage: PassageDraft): string {
  const heading = [passage.title.trim(), passage.author.trim() ? `by ${passage.author.trim()}` : '']
    .filter(Boolean)
    .join('\n');
  return [heading, paragraphsOf(passage.text).join('\n\n')].filter(Boolean).join('\n\n');
}

export function questionsUsingPassage(questions: readonly QuestionDraft[], passageId: string): number {
  return questions.filter((question) => question.passageId === passageId).length;
}

/** The checks before a save, in the spec's order; null when the exam may be sent. */
export function examFormProblem(values: ExamFormValues, mode: 'create' | 'edit'): string | null {
  if (!values.title.trim()) {
    return UI_MESSAGES.titleRequired;
  }
  if (values.questions.length === 0) {
    return UI_MESSAGES.noQuestions;
  }
  if (mode === 'create') {
    const blank = values.questions.filter((question) => !question.question.trim()).length;
    if (blank > 0) {
      return questionsWithoutText(blank);
    }
  }
  return null;
}

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|svg)$/i;

/** Spec 002 §5: JPEG, PNG, GIF, WebP or SVG, at most 5 MB. */
export function imageFileProblem(file: FileFacts): string | null {
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type.toLowerCase()) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) {
    return UI_MESSAGES.imageWrongType;
  }
  if (file.size > FORM_LIMITS.imageMaxBytes) {
    return UI_MESSAGES.imageTooLarge;
  }
  return null;
}

/** The file name of an image this console uploaded (only those are deleted from the server). */
export function uploadedImageName(imagePath: string): string | null {
  const name = imagePath.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return name.startsWith('question-') ? decodeURIComponent(name) : null;
}

export function truncate(text: string, max: number = FORM_LIMITS.previewChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}

export interface ExamFigures {
  total: number;
  custom: number;
  /** Whole minutes; 0 without exams. */
  averageDuration: number;
  active: number;
}

/** The four statistics cards (spec 002 §2.4). */
export function examFigures(
  exams: readonly { duration: number; isCustom?: boolean | undefined; isActive?: boolean | undefined }[],
): ExamFigures {
  const total = exams.length;
  const minutes = exams.reduce((sum, exam) => sum + (Number.isFinite(exam.duration) ? exam.duration : 0), 0);
  return {
    total,
    custom: exams.filter((exam) => exam.isCustom === true).length,
    averageDuration: total ? Math.round(minutes / total) : 0,
    active: exams.filter((exam) => exam.isActive !== false).length,
  };
}

/** A stored question as the editor holds it (nulls become blank text). */
export function questionDraftOf(question: Question): QuestionDraft {
  return {
    id: question.id,
    question: question.question,
    type: question.type,
    options: [...question.options],
    correctAnswer: question.correctAnswer,
    marks: question.marks,
    explanation: question.explanation ?? '',
    category: question.category,
    difficulty: question.difficulty,
    imagePath: question.imagePath ?? '',
    description: question.description ?? '',
    passageId: question.passageId ?? '',
    passageTitle: question.passageTitle ?? '',
    passageAuthor: question.passageAuthor ?? '',
    passageText: question.passageText ?? '',
  };
}

export function passageDraftOf(passage: Passage): PassageDraft {
  return { ...passage };
}

/** What the exam form keeps beside its fields: flags and import extras, sent back unchanged. */
export type ExamKeptFields = Pick<
  ExamForm,
  'isCustom' | 'totalQuestions' | 'targetYear' | 'examShortName' | 'imageBasePath' | 'glAssessmentStyle'
>;

/** An exam opened for editing. */
export function examFormValuesOf(exam: Exam): ExamFormValues {
  return {
    title: exam.title,
    description: exam.description,
    examType: exam.examType,
    difficulty: exam.difficulty,
    duration: String(exam.duration),
    grade: exam.grade,
    passingScore: exam.passingScore === null ? '' : String(exam.passingScore),
    totalMarks: String(exam.totalMarks),
    settings: { ...exam.settings },
    isActive: exam.isActive,
    availableForPractice: exam.availableForPractice === true,
    questions: exam.questions.map(questionDraftOf),
    passages: exam.passages.map(passageDraftOf),
  };
}

export function keptFieldsOf(exam: Exam): ExamKeptFields {
  return {
    isCustom: exam.isCustom,
    totalQuestions: exam.totalQuestions,
    targetYear: exam.targetYear,
    examShortName: exam.examShortName,
    imageBasePath: exam.imageBasePath,
    glAssessmentStyle: exam.glAssessmentStyle,
  };
}

/** POST /exams and PUT /exams/{id}: the full exam body, numbers parsed as spec 002 §5 says. */
export function examRequestOf(values: ExamFormValues, kept: ExamKeptFields = {}): ExamForm {
  const questions = values.questions.map(finaliseQuestion);
  return {
    ...kept,
    title: values.title.trim(),
    description: values.description.trim(),
    examType: values.examType,
    difficulty: values.difficulty,
    duration: parseDuration(values.duration),
    grade: values.grade,
    questions,
    passages: values.passages.map((passage) => ({ ...passage, title: passage.title.trim() })),
    totalMarks: totalMarksOf({ totalMarks: values.totalMarks, questions }),
    passingScore: parsePassingScore(values.passingScore),
    settings: { ...values.settings },
    isActive: values.isActive,
    availableForPractice: values.availableForPractice,
  };
}

/**
 * The form after an import (spec 002 §2.4): questions and passages replaced, the file's title and
 * description fill blank ones, its passing score is taken, the total goes back to the sum; the
 * extras are kept to be sent with the exam.
 */
export function applyImportToForm(
  values: ExamFormValues,
  kept: ExamKeptFields,
  data: ExamImport,
): { values: ExamFormValues; kept: ExamKeptFields } {
  const { passingScore, ...extras } = data.extras;
  return {
    values: {
      ...values,
      title: values.title.trim() ? values.title : (data.title ?? values.title),
      description: values.description.trim() ? values.description : (data.description ?? values.description),
      passingScore: passingScore === undefined ? values.passingScore : String(passingScore),
      totalMarks: '',
      questions: data.questions.map(questionDraftOf),
      passages: data.passages.map(passageDraftOf),
    },
    kept: { ...kept, ...extras },
  };
}
