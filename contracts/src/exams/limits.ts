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
