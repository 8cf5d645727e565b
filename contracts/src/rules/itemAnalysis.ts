/**
 * Classical item analysis of one sitting (a schedule): one row per student, one column per
 * question, each cell true (correct), false (wrong or unanswered) or null (not marked: an essay
 * awaiting marking). Pure; the read model supplies the matrix.
 */

export interface ItemStatistics {
  /** share of marked responses that are correct, 0–1 (3 decimals); null when nobody was marked */
  readonly facility: number | null;
  /**
   * share correct in the top third of students (by total) minus that in the bottom third, −1…1
   * (3 decimals); null with fewer than 3 students or no marked response in either third
   */
  readonly discrimination: number | null;
  /** students who answered the question (marked or not) */
  readonly answered: number;
  /** students marked correct */
  readonly correct: number;
}

export interface Reliability {
  /** Kuder–Richardson 20, 3 decimals; null with fewer than 2 students, 2 items, or zero variance */
  readonly kr20: number | null;
  readonly students: number;
  /** items KR-20 used: those every student has a mark for */
  readonly items: number;
}

export type Cell = boolean | null;

export interface ResponseRow {
  readonly studentId: string;
  /** one per item, in item order */
  readonly marks: readonly Cell[];
  /** one per item: whether the student gave an answer */
  readonly answered: readonly boolean[];
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Share correct among the marked cells, or null when there are none. */
export function facility(cells: readonly Cell[]): number | null {
  const marked = cells.filter((cell): cell is boolean => cell !== null);
  return marked.length === 0 ? null : round3(marked.filter(Boolean).length / marked.length);
}

const total = (row: ResponseRow) => row.marks.filter((cell) => cell === true).length;

/**
 * The top and bottom thirds by total score: floor(n / 3) students each, ties broken by student
 * id so the split is the same on every run.
 */
export function thirds(rows: readonly ResponseRow[]): { top: ResponseRow[]; bottom: ResponseRow[] } {
  const size = Math.floor(rows.length / 3);
  const ranked = [...rows].sort((a, b) => total(b) - total(a) || a.studentId.localeCompare(b.studentId));
  return { top: ranked.slice(0, size), bottom: size === 0 ? [] : ranked.slice(-size) };
}

/** Top third's share correct minus the bottom third's on item `index`. */
export function discrimination(rows: readonly ResponseRow[], index: number): number | null {
  const { top, bottom } = thirds(rows);
  if (top.length === 0) {
    return null;
  }
  const upper = facility(top.map((row) => row.marks[index] ?? null));
  const lower = facility(bottom.map((row) => row.marks[index] ?? null));
  return upper === null || lower === null ? null : round3(upper - lower);
}

/**
 * KR-20 = k / (k − 1) × (1 − Σ p·q / σ²) over the k items every student has a mark for, p the
 * share correct of an item, q = 1 − p, σ² the population variance of the students' totals over
 * those items.
 */
export function kr20(rows: readonly ResponseRow[]): Reliability {
  const width = rows[0]?.marks.length ?? 0;
  const complete = [...Array(width).keys()].filter((index) =>
    rows.every((row) => row.marks[index] !== null && row.marks[index] !== undefined),
  );
  const n = rows.length;
  const k = complete.length;
  if (n < 2 || k < 2) {
    return { kr20: null, students: n, items: k };
  }
  const totals = rows.map((row) => complete.filter((index) => row.marks[index] === true).length);
  const average = totals.reduce((sum, value) => sum + value, 0) / n;
  const variance = totals.reduce((sum, value) => sum + (value - average) ** 2, 0) / n;
  if (variance === 0) {
    return { kr20: null, students: n, items: k };
  }
  const pq = complete.reduce((sum, index) => {
    const p = rows.filter((row) => row.marks[index] === true).length / n;
    return sum + p * (1 - p);
  }, 0);
  return { kr20: round3((k / (k - 1)) * (1 - pq / variance)), students: n, items: k };
}

/** Every item's statistics, in item order. */
export function itemStatistics(rows: readonly ResponseRow[], items: number): ItemStatistics[] {
  return [...Array(items).keys()].map((index) => ({
    facility: facility(rows.map((row) => row.marks[index] ?? null)),
    discrimination: discrimination(rows, index),
    answered: rows.filter((row) => row.answered[index] === true).length,
    correct: rows.filter((row) => row.marks[index] === true).length,
  }));
}
