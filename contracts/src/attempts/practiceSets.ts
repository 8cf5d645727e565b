import { z } from 'zod';
import { domainEvent, okResponse } from '../common';
import { Exam } from '../exams/model';
import { PRACTICE_SET_RULES } from '../rules/practiceSelection';

/**
 * Practice sets (issue 20 item 3): a set of questions drawn from several practice papers, sat as
 * one practice attempt whose "exam" is the set. See docs/READINESS.md, "Practice that targets
 * weak topics".
 */

/** The exam type a practice set's attempt carries (outside ExamType's four subjects, like a live quiz's). */
export const PRACTICE_SET_EXAM_TYPE = 'practice-set';

export const PracticeSetKind = z.enum(['weak-topics', 'mistakes']);
export type PracticeSetKind = z.infer<typeof PracticeSetKind>;

export const PRACTICE_SET_TITLES: Readonly<Record<PracticeSetKind, string>> = {
  'weak-topics': 'Weak topics practice',
  mistakes: 'Review my mistakes',
};

/** A set's id is its attempt's exam id: the prefix keeps it apart from every paper's. */
export const PRACTICE_SET_ID_PREFIX = 'pset-';
const PRACTICE_SET_ID = /^pset-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Only the form the server makes (`pset-<uuid>`): anything else never names a stream to read. */
export const isPracticeSetId = (id: string): boolean => PRACTICE_SET_ID.test(id);

export const practiceSetStreams = {
  set: (setId: string) => `practice-set-${setId}`,
} as const;

export const PRACTICE_SET_MESSAGES = {
  studentsOnly: 'Only students build practice sets',
  kind: 'kind must be weak-topics or mistakes',
  size: `size must be a whole number from ${PRACTICE_SET_RULES.minSize} to ${PRACTICE_SET_RULES.maxSize}`,
  noTutor: 'You need a tutor before you can build a practice set',
  noQuestions: 'There are no practice questions for you right now: your tutor has not offered any papers',
  nothingLeft: 'You have answered every practice question correctly in the last 14 days: well done!',
  noMistakes: 'No mistakes to review: well done!',
  outdated: 'This practice set uses a paper that is no longer open for practice: build a new set',
  alreadyBuilt: 'This practice set already exists',
} as const;

/** One question of a set: its id in the set and where it comes from. */
export const PracticeSetQuestion = z.object({
  /** the question's id in the set: the attempt's answers and results are keyed by it */
  questionId: z.string(),
  sourceExamId: z.string(),
  sourceQuestionId: z.string(),
  category: z.string(),
  reason: z.enum(['weak-topic', 'fill', 'mistake']),
});
export type PracticeSetQuestion = z.infer<typeof PracticeSetQuestion>;

/**
 * A student's practice set was built. `exam` is the set as an exam, with its answer key (events
 * never reach a student): its one attempt starts and is graded on it, as any attempt on the exam
 * copied at its start. Nothing personal: ids, categories and question choices.
 */
export const PracticeSetBuilt = domainEvent('PracticeSetBuilt', {
  setId: z.string(),
  organisationId: z.string(),
  studentId: z.string(),
  tutorId: z.string(),
  kind: PracticeSetKind,
  requestedSize: z.number().int(),
  targetCategories: z.array(z.string()),
  questions: z.array(PracticeSetQuestion),
  exam: Exam,
  builtAt: z.string(),
});

/** POST /practice-sets. */
export const BuildPracticeSetRequest = z.object({
  kind: z.enum(PracticeSetKind.options, { error: PRACTICE_SET_MESSAGES.kind }),
  size: z.coerce
    .number({ error: PRACTICE_SET_MESSAGES.size })
    .int({ error: PRACTICE_SET_MESSAGES.size })
    .min(PRACTICE_SET_RULES.minSize, { error: PRACTICE_SET_MESSAGES.size })
    .max(PRACTICE_SET_RULES.maxSize, { error: PRACTICE_SET_MESSAGES.size })
    .default(PRACTICE_SET_RULES.defaultSize),
});
export type BuildPracticeSetRequest = z.output<typeof BuildPracticeSetRequest>;

/** What a built set answers: enough to open it in the exam view (its id is the exam id to start). */
export const PracticeSetSummary = z.object({
  id: z.string(),
  kind: PracticeSetKind,
  title: z.string(),
  questionCount: z.number().int(),
  durationMinutes: z.number().int(),
  targetCategories: z.array(z.string()),
  categories: z.array(z.string()),
});
export type PracticeSetSummary = z.infer<typeof PracticeSetSummary>;
export const PracticeSetResponse = okResponse({ practiceSet: PracticeSetSummary, message: z.string() });
export type PracticeSetResponse = z.infer<typeof PracticeSetResponse>;

/** GET /practice-sets/overview: what each button would build now. */
export const PracticeSetsOverviewResponse = okResponse({
  weakTopics: z.object({
    /** the weakest categories a set would aim at, weakest first, with the student's percentage (null: not tried yet) */
    categories: z.array(z.object({ category: z.string(), percentage: z.number().int().nullable() })),
    /** questions a weak-topics set may draw on now */
    available: z.number().int(),
  }),
  mistakes: z.object({
    due: z.number().int(),
    waiting: z.number().int(),
    cleared: z.number().int(),
  }),
  /** papers the student's tutor offers for practice now */
  papers: z.number().int(),
  defaultSize: z.number().int(),
  minSize: z.number().int(),
  maxSize: z.number().int(),
});
export type PracticeSetsOverviewResponse = z.infer<typeof PracticeSetsOverviewResponse>;
