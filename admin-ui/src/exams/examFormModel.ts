import {
  Difficulty,
  EXAM_DEFAULTS,
  EXAM_LIMITS,
  ExamGrade,
  ExamType,
  QuestionType,
  type ExamForm,
} from '@portal/contracts';

/** What the exam form holds while it is being edited, and what a new exam or question starts as. */

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

/** What the exam form keeps beside its fields: flags and import extras, sent back unchanged. */
export type ExamKeptFields = Pick<
  ExamForm,
  'isCustom' | 'totalQuestions' | 'targetYear' | 'examShortName' | 'imageBasePath' | 'glAssessmentStyle'
>;
