import {
  MOCK_MESSAGES,
  sasHistogram,
  type MockPaperResult,
  type MockStudentRow,
  type TargetStatus,
} from '@portal/contracts';
import type { ChipLook } from '../common/statusChips';

/**
 * What the mock exam screens compute from the results answer (issue 20): the table's columns and
 * their order, the target chips, the histogram's bins, the words for ages and distances. Pure, so
 * each rule is tested without a browser.
 */

export type SortOrder = 'asc' | 'desc';

/** One measure of one paper, of the combined score, the name, or the place against the target. */
export type ColumnId =
  | 'name'
  | `paper:${string}:${'marks' | 'sas' | 'percentile' | 'rank'}`
  | 'overall:sas'
  | 'overall:percentile'
  | 'overall:rank'
  | 'target';

export interface ResultColumn {
  id: ColumnId;
  /** the header's words, e.g. "SAS" (its group, e.g. the paper's title, is above it) */
  label: string;
  /** the whole name, for a screen reader and the sort button: "Maths paper SAS" */
  fullLabel: string;
  /** the direction of the first click: best first (high scores, rank 1, names A to Z) */
  firstOrder: SortOrder;
}

export interface ColumnGroup {
  /** a paper's title, "Combined" or "Overall"; null for the name and target columns */
  title: string | null;
  columns: ResultColumn[];
}

export interface PaperOfMock {
  examId: string;
  title: string;
}

const measureLabels = { marks: 'Marks', sas: 'SAS', percentile: 'Percentile', rank: 'Rank' } as const;

const column = (id: ColumnId, label: string, group: string | null): ResultColumn => ({
  id,
  label,
  fullLabel: group ? `${group} ${label}` : label,
  firstOrder: id === 'name' || id.endsWith(':rank') ? 'asc' : 'desc',
});

/**
 * The table's columns: the name; per paper its marks, SAS and percentile; then the combined SAS,
 * percentile and rank (a one-paper mock has no combined score: its paper carries the rank); then
 * the place against the target when the mock has one.
 */
export function resultColumns(papers: readonly PaperOfMock[], hasTarget: boolean): ColumnGroup[] {
  const single = papers.length === 1;
  const groups: ColumnGroup[] = [{ title: null, columns: [column('name', 'Student', null)] }];
  for (const paper of papers) {
    const measures = single
      ? (['marks', 'sas', 'percentile', 'rank'] as const)
      : (['marks', 'sas', 'percentile'] as const);
    groups.push({
      title: paper.title,
      columns: measures.map((measure) =>
        column(`paper:${paper.examId}:${measure}`, measureLabels[measure], paper.title),
      ),
    });
  }
  if (!single) {
    groups.push({
      title: 'Combined',
      columns: (['sas', 'percentile', 'rank'] as const).map((measure) =>
        column(`overall:${measure}`, measureLabels[measure], 'Combined'),
      ),
    });
  }
  if (hasTarget) {
    groups.push({ title: null, columns: [column('target', 'Against target', null)] });
  }
  return groups;
}

/** A paper's figure of a row (a paper column's value). */
function paperValue(paper: MockPaperResult | undefined, measure: string): number | null {
  if (!paper) {
    return null;
  }
  switch (measure) {
    case 'marks':
      return paper.percentage;
    case 'sas':
      return paper.sas;
    case 'percentile':
      return paper.percentile;
    case 'rank':
      return paper.rank;
    default:
      return null;
  }
}

/** The value a row sorts by in `id`; null (no figure: not sat, restricted, too small) sorts last. */
export function sortValue(row: MockStudentRow, id: ColumnId): number | string | null {
  if (id === 'name') {
    return row.name;
  }
  if (row.restricted) {
    return null;
  }
  if (id === 'target') {
    return row.target?.distance ?? null;
  }
  if (id.startsWith('overall:')) {
    const measure = id.slice('overall:'.length) as 'sas' | 'percentile' | 'rank';
    return row.overall?.[measure] ?? null;
  }
  const [, examId = '', measure = ''] = id.split(':');
  return paperValue(row.papers[examId], measure);
}

const byName = (a: MockStudentRow, b: MockStudentRow) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' });

/**
 * The rows ordered by one column: rows without a figure last in either direction, ties by name.
 * A column of SAS that has none (a cohort too small) orders nobody: then by name.
 */
export function sortRows(rows: readonly MockStudentRow[], id: ColumnId, order: SortOrder): MockStudentRow[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValue(a, id);
    const right = sortValue(b, id);
    if (left === null || right === null) {
      return left === right ? byName(a, b) : left === null ? 1 : -1;
    }
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'en-GB', { sensitivity: 'base' });
    return compared === 0 ? byName(a, b) : direction * compared;
  });
}

/** The next sort after a header is pressed: the other direction on the same column, or the new column's first. */
export function nextSort(
  current: { id: ColumnId; order: SortOrder },
  pressed: ResultColumn,
): { id: ColumnId; order: SortOrder } {
  if (current.id === pressed.id) {
    return { id: pressed.id, order: current.order === 'asc' ? 'desc' : 'asc' };
  }
  return { id: pressed.id, order: pressed.firstOrder };
}

const TARGET_CHIPS: Readonly<Record<TargetStatus, ChipLook>> = {
  above: { label: 'Above target', tone: 'success' },
  at: { label: 'At target', tone: 'warning' },
  below: { label: 'Below target', tone: 'error' },
};

/** "+6", "0", "−4" (a real minus sign, read as "minus"). */
export function signedPoints(distance: number): string {
  if (distance > 0) {
    return `+${distance}`;
  }
  return distance < 0 ? `−${Math.abs(distance)}` : '0';
}

/**
 * The chip of a place against the target: above in the theme's success colour, exactly at it in
 * warning (on the pass mark, a point either way changes the outcome), below in error; the words
 * carry the distance so colour is never the only signal.
 */
export function targetChip(target: { status: TargetStatus; distance: number }): ChipLook {
  const look = TARGET_CHIPS[target.status];
  return target.status === 'at'
    ? look
    : { ...look, label: `${look.label} (${signedPoints(target.distance)})` };
}

/** "by 6 SAS points above", in a sentence for a parent or a screen reader. */
export function targetSentence(
  target: { status: TargetStatus; distance: number },
  targetScore: number,
): string {
  if (target.status === 'at') {
    return `Exactly on the target of ${targetScore}`;
  }
  const points = Math.abs(target.distance);
  return `${points} SAS ${points === 1 ? 'point' : 'points'} ${target.status} the target of ${targetScore}`;
}

export interface HistogramBin {
  /** "119–123" */
  label: string;
  from: number;
  to: number;
  count: number;
  /** the target falls in this bin */
  holdsTarget: boolean;
}

/** The children's overall SAS in the contract's five-point bins, the target's bin marked. */
export function histogramOf(rows: readonly MockStudentRow[], targetScore: number | null): HistogramBin[] {
  const scores = rows.flatMap((row) =>
    !row.restricted && row.overall?.sas !== null && row.overall?.sas !== undefined ? [row.overall.sas] : [],
  );
  return sasHistogram(scores).map((bin) => ({
    ...bin,
    label: `${bin.from}–${bin.to}`,
    holdsTarget: targetScore !== null && targetScore >= bin.from && targetScore <= bin.to,
  }));
}

/** Where in its bin (0 = left edge, 1 = right edge) the target's line is drawn: the middle of its point. */
export function targetOffsetInBin(bin: Pick<HistogramBin, 'from' | 'to'>, targetScore: number): number {
  const width = bin.to - bin.from + 1;
  return Math.min(1, Math.max(0, (targetScore - bin.from + 0.5) / width));
}

/** "10 years 11 months (131 months)"; "No date of birth" when unknown. */
export function ageText(ageInMonths: number | null): string {
  if (ageInMonths === null) {
    return 'No date of birth';
  }
  const years = Math.floor(ageInMonths / 12);
  const months = ageInMonths % 12;
  return `${years} ${years === 1 ? 'year' : 'years'} ${months} ${months === 1 ? 'month' : 'months'} (${ageInMonths} months)`;
}

/** A child with a SAS that is not adjusted for age: no date of birth on record. */
export function lacksDateOfBirth(row: MockStudentRow): boolean {
  return Object.values(row.papers).some((paper) => paper.sas !== null && !paper.ageAdjusted);
}

/** The note under a child's name in the table, or none. */
export function rowNote(row: MockStudentRow): string | null {
  if (row.restricted) {
    return MOCK_MESSAGES.restricted;
  }
  return lacksDateOfBirth(row) ? MOCK_MESSAGES.noDateOfBirth : null;
}

/** "7/10 (70%)". */
export function marksText(paper: Pick<MockPaperResult, 'score' | 'totalMarks' | 'percentage'>): string {
  return `${paper.score}/${paper.totalMarks} (${Math.round(paper.percentage)}%)`;
}

/** A figure of the table, or a dash where there is none. */
export const figure = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : String(value);

/** "1st", "22nd", "93rd", "11th": a percentile or a place in words. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  const last = value % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${value}${suffix}`;
}
