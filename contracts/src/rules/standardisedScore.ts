import { parseCalendarDate } from './age';

/**
 * Standardised age scores (issue 20 item 1), the way the 11+ tests report them: mean 100 and
 * standard deviation 15 among children of the same age in months, reported from 69 to 141.
 *
 * The method (docs/READINESS.md gives it with a worked example):
 * 1. Fit raw mark on age in months by least squares over the children whose age is known. The
 *    slope is never negative: in a small cohort the older children may happen to score lower,
 *    and a negative slope would then award younger children fewer points for the same mark.
 * 2. Each child's residual is their raw mark less the mark the line predicts for their age
 *    (a child without a date of birth is predicted the cohort's mean mark: not age-adjusted).
 * 3. z = (residual - mean residual) / (population standard deviation of the residuals).
 * 4. SAS = 100 + 15 z, clamped to 69-141 and rounded half up.
 * Percentile rank and rank follow the unrounded z (so two children with one rounded SAS but
 * different ages still order by age-adjusted merit). Below MIN_COHORT there is no SAS: the
 * percentile rank and rank follow raw marks.
 */
export const SAS_SCALE = {
  mean: 100,
  standardDeviation: 15,
  min: 69,
  max: 141,
  /** below this many children a cohort gives percentiles only */
  minCohort: 30,
} as const;

/** The target a tutor may set (a school's pass mark); the SAS scale's ends. */
export const SAS_TARGET_LIMITS = { min: SAS_SCALE.min, max: SAS_SCALE.max, suggested: 121 } as const;

export interface CohortEntry {
  id: string;
  /** marks obtained (or, for a combined score, the combined figure) */
  raw: number;
  /** whole months of age on the sitting date; null: no date of birth on record */
  ageInMonths: number | null;
}

export interface Standing {
  id: string;
  raw: number;
  ageInMonths: number | null;
  /** 69-141; null when the cohort is too small */
  sas: number | null;
  /** unrounded 100 + 15z (null when the cohort is too small): what a combined score averages */
  standardisedValue: number | null;
  /** false when the child has no date of birth on record (or the cohort is too small) */
  ageAdjusted: boolean;
  /** 1-99: the share of the cohort below, ties counting half */
  percentile: number;
  /** 1 = best; ties share the better rank (1, 2, 2, 4) */
  rank: number;
}

export interface Standardisation {
  /** false: fewer than SAS_SCALE.minCohort children, percentiles only */
  standardised: boolean;
  cohortSize: number;
  /** marks per month of age (never negative); 0 without at least two different known ages */
  slope: number;
  /** the fitted line's mark at age 0 months (with `slope`: the expected mark for an age) */
  intercept: number;
  /** population standard deviation of the residuals */
  residualDeviation: number;
  /** in the order given */
  standings: Standing[];
}

const TIE = 1e-9;

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Least-squares line of raw on age over the children with a known age; slope floored at 0. */
export function fitAgeLine(entries: readonly CohortEntry[]): { slope: number; intercept: number } {
  const aged = entries.filter(
    (entry): entry is CohortEntry & { ageInMonths: number } => entry.ageInMonths !== null,
  );
  const fitted = aged.length > 0 ? aged : entries;
  const meanRaw = mean(fitted.map((entry) => entry.raw));
  if (aged.length < 2) {
    return { slope: 0, intercept: meanRaw };
  }
  const meanAge = mean(aged.map((entry) => entry.ageInMonths));
  let covariance = 0;
  let variance = 0;
  for (const entry of aged) {
    covariance += (entry.ageInMonths - meanAge) * (entry.raw - meanRaw);
    variance += (entry.ageInMonths - meanAge) ** 2;
  }
  const slope = variance === 0 ? 0 : Math.max(0, covariance / variance);
  return { slope, intercept: meanRaw - slope * meanAge };
}

/** 100 + 15z on the reported scale: clamped to 69-141, rounded half up. */
export function sasOf(standardisedValue: number): number {
  return Math.round(Math.min(SAS_SCALE.max, Math.max(SAS_SCALE.min, standardisedValue)));
}

/**
 * Percentile rank (share below plus half the ties, 1-99) and competition rank of each value,
 * higher being better. O(n log n): the cohort of 5,000 is sorted once.
 */
export function percentilesAndRanks(values: readonly number[]): { percentile: number; rank: number }[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  const n = values.length;
  const result = values.map(() => ({ percentile: 0, rank: 0 }));
  // runs of tied values, best first: each run shares the better rank and half its size counts below
  let start = 0;
  order.forEach((current, position) => {
    const next = order[position + 1];
    if (next !== undefined && Math.abs(current.value - next.value) <= TIE) {
      return;
    }
    const end = position + 1;
    const percentile = Math.min(99, Math.max(1, Math.round((100 * (n - end + (end - start) / 2)) / n)));
    for (const tied of order.slice(start, end)) {
      result[tied.index] = { percentile, rank: start + 1 };
    }
    start = end;
  });
  return result;
}

/** Standardises one cohort (one paper, or a mock's combined figure): see the module comment. */
export function standardise(entries: readonly CohortEntry[]): Standardisation {
  const cohortSize = entries.length;
  const { slope, intercept } = fitAgeLine(entries);
  const agedMeanRaw = (() => {
    const aged = entries.filter((entry) => entry.ageInMonths !== null);
    return mean((aged.length > 0 ? aged : entries).map((entry) => entry.raw));
  })();
  const residuals = entries.map((entry) =>
    entry.ageInMonths === null
      ? entry.raw - agedMeanRaw
      : entry.raw - (intercept + slope * entry.ageInMonths),
  );
  const meanResidual = mean(residuals);
  const residualDeviation = Math.sqrt(mean(residuals.map((residual) => (residual - meanResidual) ** 2)));
  const standardised = cohortSize >= SAS_SCALE.minCohort;
  const scored = entries.map((entry, index) => ({
    entry,
    value:
      residualDeviation <= TIE
        ? SAS_SCALE.mean
        : SAS_SCALE.mean +
          (SAS_SCALE.standardDeviation * ((residuals[index] ?? 0) - meanResidual)) / residualDeviation,
  }));
  const positions = percentilesAndRanks(scored.map(({ entry, value }) => (standardised ? value : entry.raw)));
  return {
    standardised,
    cohortSize,
    slope,
    intercept,
    residualDeviation,
    standings: scored.map(({ entry, value }, index) => ({
      id: entry.id,
      raw: entry.raw,
      ageInMonths: entry.ageInMonths,
      sas: standardised ? sasOf(value) : null,
      standardisedValue: standardised ? value : null,
      ageAdjusted: standardised && entry.ageInMonths !== null,
      percentile: positions[index]?.percentile ?? 0,
      rank: positions[index]?.rank ?? 0,
    })),
  };
}

/**
 * Several papers into one score: each child's mean of their papers' unrounded standardised
 * values, standardised again over the children who sat every paper (no second age adjustment:
 * each paper's value already is one). Without SAS on every paper (a cohort too small), the
 * children's mean percentage of marks orders them instead, percentiles only.
 */
export function standardiseCombined(
  entries: readonly { id: string; values: readonly number[]; ageInMonths: number | null }[],
): Standardisation {
  const result = standardise(
    entries.map((entry) => ({ id: entry.id, raw: mean(entry.values), ageInMonths: null })),
  );
  return {
    ...result,
    standings: result.standings.map((standing, index) => {
      const ageInMonths = entries[index]?.ageInMonths ?? null;
      return { ...standing, ageInMonths, ageAdjusted: standing.sas !== null && ageInMonths !== null };
    }),
  };
}

export type TargetStatus = 'above' | 'at' | 'below';

/** A child's SAS against a tutor's target: where, and by how many SAS points (negative below). */
export function againstTarget(sas: number, target: number): { status: TargetStatus; distance: number } {
  const distance = sas - target;
  return { status: distance > 0 ? 'above' : distance < 0 ? 'below' : 'at', distance };
}

/** Whole months of age on a calendar date ('YYYY-MM-DD'); null for a missing or impossible date. */
export function ageInMonthsOn(dateOfBirth: string | null | undefined, sittingDate: string): number | null {
  const born = dateOfBirth ? parseCalendarDate(dateOfBirth) : null;
  const sat = parseCalendarDate(sittingDate);
  if (!born || !sat) {
    return null;
  }
  const months = (sat.year - born.year) * 12 + (sat.month - born.month) - (sat.day < born.day ? 1 : 0);
  return months >= 0 ? months : null;
}

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in the UK of an instant: a sitting at 23:30 UTC in British Summer Time is the next day. */
export function londonDateOf(instant: string): string {
  return LONDON_DATE.format(new Date(instant));
}
