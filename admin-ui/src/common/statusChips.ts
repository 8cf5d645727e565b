import type { StudentProgressStatus } from '@portal/contracts';
import type { StatusTone } from './StatusChip';

/** A status chip's words and colour. */
export interface ChipLook {
  label: string;
  tone: StatusTone;
}

/**
 * A status's chip from its table. Statuses arrive as the server's strings, so one the table does
 * not name (or none) gets `fallback`.
 */
export function chipFrom(
  table: Readonly<Record<string, ChipLook>>,
  status: string,
  fallback: ChipLook,
): ChipLook {
  return Object.hasOwn(table, status) ? table[status]! : fallback;
}

/** Spec 002 §4 "Student progress status in a schedule", in the progress dialog and the analytics roster. */
export const ATTEMPT_PROGRESS_CHIPS = {
  completed: { label: 'Completed', tone: 'success' },
  'in-progress': { label: 'In progress', tone: 'warning' },
  'not-started': { label: 'Not started', tone: 'neutral' },
} as const satisfies Record<StudentProgressStatus, ChipLook>;
