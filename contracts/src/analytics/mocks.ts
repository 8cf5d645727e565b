import { z } from 'zod';
import { listResponse, okResponse } from '../common';

/** Issue 20: what the mock screens say, word for word, in both apps. */
export const MOCK_MESSAGES = {
  notFound: 'Mock exam not found',
  explanation: '100 is the average for children of exactly your age',
  explanationParent: '100 is the average for children of exactly your child’s age in this mock',
  tooSmall: (minimum: number) =>
    `Fewer than ${minimum} children sat this paper, too few for standardised scores: percentiles only`,
  provisional: 'Provisional: a window is still open, so scores can still move',
  pending: 'Your scores appear here once everyone has sat the paper',
  noDateOfBirth: 'No date of birth on record: this score is not adjusted for age',
  restricted: 'Left out: this student has restricted the use of their data for analytics',
  noMocks: 'No mock exams yet',
  noMocksTutor: 'No mock exams yet: switch on "Mock exam" when you schedule a paper',
} as const;

/** Words for a child about their own score: encouraging, never a comparison with named others. */
export function encouragementFor(sas: number): string {
  if (sas >= 121) {
    return 'Outstanding work: keep it up!';
  }
  if (sas >= 111) {
    return 'Great work: you are doing really well.';
  }
  if (sas >= 95) {
    return 'Good work: every practice brings you closer to your goal.';
  }
  return 'Keep going: practising your weak topics will help most.';
}

const TargetFigure = z.object({ status: z.enum(['above', 'at', 'below']), distance: z.number() }).nullable();

export const MockPaperSummary = z.object({
  examId: z.string(),
  title: z.string(),
  scheduleIds: z.array(z.string()),
  /** every window of the paper has closed (with grace and accommodations) */
  closed: z.boolean(),
});
export type MockPaperSummary = z.infer<typeof MockPaperSummary>;

export const MockSummary = z.object({
  mockId: z.string(),
  name: z.string(),
  tutorId: z.string(),
  targetScore: z.number().nullable(),
  papers: z.array(MockPaperSummary),
  /** the earliest window's start */
  startsAt: z.string().nullable(),
  studentCount: z.number().int(),
  closed: z.boolean(),
});
export type MockSummary = z.infer<typeof MockSummary>;

export const MocksResponse = listResponse('mocks', MockSummary);

const Cohort = z.object({
  cohortSize: z.number().int(),
  standardised: z.boolean(),
  marksPerMonth: z.number().nullable(),
});

export const MockPaperResult = z.object({
  score: z.number(),
  totalMarks: z.number(),
  percentage: z.number(),
  sittingDate: z.string(),
  ageInMonths: z.number().nullable(),
  isMakeup: z.boolean(),
  sas: z.number().nullable(),
  ageAdjusted: z.boolean(),
  percentile: z.number(),
  rank: z.number(),
  target: TargetFigure,
});
export type MockPaperResult = z.infer<typeof MockPaperResult>;

export const MockStudentRow = z.object({
  studentId: z.string(),
  name: z.string(),
  /** left out of the cohort: restricted processing (no figures) */
  restricted: z.boolean(),
  papers: z.record(z.string(), MockPaperResult),
  combined: z
    .object({ sas: z.number().nullable(), percentile: z.number(), rank: z.number(), target: TargetFigure })
    .nullable(),
  overall: z.object({ sas: z.number().nullable(), percentile: z.number(), rank: z.number() }).nullable(),
  target: TargetFigure,
});
export type MockStudentRow = z.infer<typeof MockStudentRow>;

/** GET /analytics/mocks/:mockId (the tutor's, or an admin's): the whole cohort with names. */
export const MockResultsResponse = okResponse({
  mock: MockSummary,
  papers: z.array(Cohort.extend({ examId: z.string(), title: z.string() })),
  combined: Cohort.nullable(),
  students: z.array(MockStudentRow),
  minCohort: z.number().int(),
  /** a window is still open: scores can still move */
  provisional: z.boolean(),
});
export type MockResultsResponse = z.infer<typeof MockResultsResponse>;

/** One paper of one child's mock as the child and their parent see it: their own figures only. */
export const OwnMockPaper = z.object({
  examId: z.string(),
  title: z.string(),
  /** the cohort has closed and the child's results are released */
  released: z.boolean(),
  /** the cohort was too small for SAS */
  tooSmall: z.boolean(),
  sat: z.boolean(),
  score: z.number().nullable(),
  totalMarks: z.number().nullable(),
  sas: z.number().nullable(),
  percentile: z.number().nullable(),
  ageAdjusted: z.boolean(),
});
export type OwnMockPaper = z.infer<typeof OwnMockPaper>;

export const OwnMock = z.object({
  mockId: z.string(),
  name: z.string(),
  /** the child's first sitting of the mock (or its first window) */
  date: z.string().nullable(),
  targetScore: z.number().nullable(),
  papers: z.array(OwnMockPaper),
  /** every paper released and sat: the combined figures (sas null when the cohort was too small) */
  combined: z.object({ sas: z.number().nullable(), percentile: z.number() }).nullable(),
  target: TargetFigure,
});
export type OwnMock = z.infer<typeof OwnMock>;

/** GET /analytics/students/:studentId/mocks: one child's mocks, oldest first (the trend reads left to right). */
export const OwnMocksResponse = okResponse({ mocks: z.array(OwnMock), minCohort: z.number().int() });
export type OwnMocksResponse = z.infer<typeof OwnMocksResponse>;
