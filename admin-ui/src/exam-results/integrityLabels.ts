import type { IntegrityEventView } from '@portal/contracts';
import { IntegrityKind, IntegritySummary } from '@portal/contracts';

/**
 * Integrity events in plain words (issue 16 item 3), the one map the console uses: the schedule's
 * student list and the attempt's detail. They record what the exam view saw, not what the child
 * meant: a tutor reads them as questions to ask, never as proof.
 */
export const INTEGRITY_LABELS: Readonly<Record<IntegrityKind, string>> = {
  fullscreen_exit: 'Left full screen',
  focus_lost: 'Switched away from the exam',
  copy_blocked: 'Tried to copy',
  paste_blocked: 'Tried to paste',
  cut_blocked: 'Tried to cut',
  context_menu_blocked: 'Opened the context menu',
};

/** "1 integrity event", "3 integrity events". */
export function integrityCountText(count: number): string {
  return `${count} integrity event${count === 1 ? '' : 's'}`;
}

/** A row's summary when the server sent a well-formed one with events; null otherwise (none, or an older server). */
export function integrityOf(row: unknown): IntegritySummary | null {
  const raw =
    typeof row === 'object' && row !== null ? (row as { integrity?: unknown }).integrity : undefined;
  const parsed = IntegritySummary.safeParse(raw);
  return parsed.success && parsed.data.count > 0 ? parsed.data : null;
}

/** "Left full screen ×2 · Tried to paste ×1", in the labels' order, kinds that happened only. */
export function byKindText(summary: { byKind: Partial<IntegritySummary['byKind']> }): string {
  return IntegrityKind.options
    .flatMap((kind) => {
      const count = summary.byKind[kind] ?? 0;
      return count > 0 ? [`${INTEGRITY_LABELS[kind]} ×${count}`] : [];
    })
    .join(' · ');
}

/** The attempt's events, oldest first. */
export function sortedIntegrityEvents(events: readonly IntegrityEventView[]): IntegrityEventView[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
