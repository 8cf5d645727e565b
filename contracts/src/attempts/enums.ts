import { z } from 'zod';

// ---- states (spec 002 §4) ---------------------------------------------------------------------

export const AttemptStatus = z.enum(['available', 'in_progress', 'completed', 'max_attempts_reached']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;
export const TimeStatus = z.enum(['upcoming', 'active', 'grace_period', 'expired']);
export type TimeStatus = z.infer<typeof TimeStatus>;
export const ActionAvailable = z.enum([
  'start',
  'start_makeup',
  'resume',
  'view_results',
  'scheduled',
  'expired',
]);
export type ActionAvailable = z.infer<typeof ActionAvailable>;

/** How a student reaches an exam: a schedule (with a window), an assignment (none), or practice. */
export const AccessType = z.enum(['schedule', 'assignment', 'practice']);
export type AccessType = z.infer<typeof AccessType>;
export const SubmittedBy = z.enum(['student', 'deadline']);
export type SubmittedBy = z.infer<typeof SubmittedBy>;

/** What the exam view reports when a student leaves the exam or tries a blocked action. */
export const IntegrityKind = z.enum([
  'fullscreen_exit',
  'focus_lost',
  'copy_blocked',
  'cut_blocked',
  'paste_blocked',
  'context_menu_blocked',
]);
export type IntegrityKind = z.infer<typeof IntegrityKind>;

export const HistoryBadge = z.enum(['completed', 'in_progress', 'missed', 'available', 'upcoming']);
export type HistoryBadge = z.infer<typeof HistoryBadge>;
