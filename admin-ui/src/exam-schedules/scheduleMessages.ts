/** Spec 002 §8 "Schedule banners", word for word (the product says "Exam" for a schedule's save). */
export const SCHEDULE_BANNERS = {
  created: 'Exam created successfully',
  updated: 'Exam updated successfully',
  saveFailed: 'Failed to save exam',
  unexpectedResponse: 'Failed to save schedule - unexpected response format',
  cancelled: 'Exam schedule cancelled. Affected students have been notified.',
  cancelFailed: 'Failed to cancel exam schedule',
  progressFailed: 'Failed to load schedule progress',
  defaultCancelReason: 'Cancelled by tutor',
  loadFailed: 'Failed to load exam schedules',
  resultsFailed: 'Failed to load detailed results',
  resultsReleased: 'Results released: students can now see the correct answers',
  releaseFailed: 'Failed to release results',
} as const;

/** The server's own message when it gave one, else the product's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  // a bare "Request failed: 500 …" says nothing a tutor can act on
  return message && !message.startsWith('Request failed:') ? message : fallback;
}
