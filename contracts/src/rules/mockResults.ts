import type { Standardisation, Standing, TargetStatus } from './standardisedScore';
import {
  SAS_SCALE,
  againstTarget,
  ageInMonthsOn,
  londonDateOf,
  standardise,
  standardiseCombined,
} from './standardisedScore';

/**
 * A mock's results (issue 20 item 1): every paper standardised against the children who sat it,
 * and the papers combined for the children who sat them all. Pure: the route reads the sittings,
 * dates of birth and restrictions, this computes, and nothing is stored, so a late make-up, a
 * corrected date of birth or a restriction shows at the next read (docs/READINESS.md).
 */

/** One child's sitting of one paper: their first completed attempt of it. */
export interface MockSitting {
  studentId: string;
  score: number;
  totalMarks: number;
  percentage: number;
  startTime: string;
  /** a make-up attempt, sat after the window */
  isMakeup: boolean;
}

export interface MockPaperInput {
  examId: string;
  title: string;
  sittings: readonly MockSitting[];
}

export interface MockInput {
  papers: readonly MockPaperInput[];
  /** per student; a missing entry or null: no date of birth on record */
  datesOfBirth: ReadonlyMap<string, string | null>;
  /** a school's pass mark on the SAS scale, or none */
  targetScore: number | null;
}

export interface PaperStanding {
  score: number;
  totalMarks: number;
  percentage: number;
  sittingDate: string;
  ageInMonths: number | null;
  isMakeup: boolean;
  sas: number | null;
  ageAdjusted: boolean;
  percentile: number;
  rank: number;
  target: { status: TargetStatus; distance: number } | null;
}

export interface CombinedStanding {
  sas: number | null;
  percentile: number;
  rank: number;
  target: { status: TargetStatus; distance: number } | null;
}

export interface MockStudentResult {
  studentId: string;
  /** by examId; absent: not sat */
  papers: Record<string, PaperStanding>;
  /** null: a one-paper mock, or not every paper sat */
  combined: CombinedStanding | null;
  /** the figure the mock is judged on: combined, or the only paper's */
  overall: { sas: number | null; percentile: number; rank: number } | null;
  target: { status: TargetStatus; distance: number } | null;
}

export interface MockCohort {
  cohortSize: number;
  standardised: boolean;
  /** marks per month of age the line credits (papers only) */
  marksPerMonth: number | null;
}

export interface MockResults {
  papers: (MockCohort & { examId: string; title: string })[];
  combined: MockCohort | null;
  students: MockStudentResult[];
  minCohort: number;
}

const targetOf = (sas: number | null, target: number | null) =>
  sas === null || target === null ? null : againstTarget(sas, target);

const cohortOf = (result: Standardisation, marksPerMonth: number | null): MockCohort => ({
  cohortSize: result.cohortSize,
  standardised: result.standardised,
  marksPerMonth,
});

/** Each paper, then the combined score; students in the order of their ids. */
export function mockResults(input: MockInput): MockResults {
  const students = new Map<string, MockStudentResult>();
  const studentOf = (studentId: string) => {
    let student = students.get(studentId);
    if (!student) {
      student = { studentId, papers: {}, combined: null, overall: null, target: null };
      students.set(studentId, student);
    }
    return student;
  };
  const paperStandings = new Map<string, Map<string, Standing>>();
  const papers = input.papers.map((paper) => {
    const dated = paper.sittings.map((sitting) => {
      const sittingDate = londonDateOf(sitting.startTime);
      const ageInMonths = ageInMonthsOn(input.datesOfBirth.get(sitting.studentId), sittingDate);
      return { sitting, sittingDate, ageInMonths };
    });
    const result = standardise(
      dated.map(({ sitting, ageInMonths }) => ({ id: sitting.studentId, raw: sitting.score, ageInMonths })),
    );
    const byStudent = new Map(result.standings.map((standing) => [standing.id, standing]));
    paperStandings.set(paper.examId, byStudent);
    for (const { sitting, sittingDate, ageInMonths } of dated) {
      const standing = byStudent.get(sitting.studentId);
      if (!standing) {
        continue;
      }
      studentOf(sitting.studentId).papers[paper.examId] = {
        score: sitting.score,
        totalMarks: sitting.totalMarks,
        percentage: sitting.percentage,
        sittingDate,
        ageInMonths,
        isMakeup: sitting.isMakeup,
        sas: standing.sas,
        ageAdjusted: standing.ageAdjusted,
        percentile: standing.percentile,
        rank: standing.rank,
        target: targetOf(standing.sas, input.targetScore),
      };
    }
    return {
      examId: paper.examId,
      title: paper.title,
      ...cohortOf(result, result.standardised ? result.slope : null),
    };
  });

  let combined: MockCohort | null = null;
  if (input.papers.length >= 2) {
    const everyPaper = [...students.values()].filter((student) =>
      input.papers.every((paper) => student.papers[paper.examId] !== undefined),
    );
    const allStandardised = papers.every((paper) => paper.standardised);
    const result = standardiseCombined(
      everyPaper.map((student) => ({
        id: student.studentId,
        ageInMonths: null,
        values: input.papers.map((paper) => {
          const value = paperStandings.get(paper.examId)?.get(student.studentId)?.standardisedValue;
          return allStandardised && typeof value === 'number'
            ? value
            : (student.papers[paper.examId]?.percentage ?? 0);
        }),
      })),
    );
    combined = cohortOf(result, null);
    for (const standing of result.standings) {
      const student = students.get(standing.id);
      if (student) {
        student.combined = {
          sas: standing.sas,
          percentile: standing.percentile,
          rank: standing.rank,
          target: targetOf(standing.sas, input.targetScore),
        };
      }
    }
  }

  for (const student of students.values()) {
    const [onlyPaper] = input.papers;
    const only = input.papers.length === 1 && onlyPaper ? student.papers[onlyPaper.examId] : undefined;
    const overall = student.combined ?? only ?? null;
    student.overall = overall && { sas: overall.sas, percentile: overall.percentile, rank: overall.rank };
    student.target = overall ? overall.target : null;
  }

  return {
    papers,
    combined,
    students: [...students.values()].sort((a, b) => a.studentId.localeCompare(b.studentId)),
    minCohort: SAS_SCALE.minCohort,
  };
}

/** Histogram bins of five SAS points from 69 ("69–73" … "139–141"), with how many children in each. */
export function sasHistogram(scores: readonly number[]): { from: number; to: number; count: number }[] {
  const bins: { from: number; to: number; count: number }[] = [];
  for (let from = SAS_SCALE.min; from <= SAS_SCALE.max; from += 5) {
    bins.push({ from, to: Math.min(SAS_SCALE.max, from + 4), count: 0 });
  }
  for (const score of scores) {
    const index = Math.floor((Math.min(SAS_SCALE.max, Math.max(SAS_SCALE.min, score)) - SAS_SCALE.min) / 5);
    const bin = bins[index];
    if (bin) {
      bin.count++;
    }
  }
  return bins;
}
