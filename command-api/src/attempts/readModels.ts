import type { AttemptDocument } from '@portal/projections';

/** The read models exam taking reads; their document types are the projections' own. */
export const ATTEMPT_COLLECTIONS = {
  attempts: 'attempts',
  accommodations: 'exam_accommodations',
  schedules: 'exam_schedules',
  exams: 'exams',
  users: 'users',
} as const;

/** The stream of an attempt's slot, from what the attempt document records. */
export function slotSourceOf(
  attempt: Pick<AttemptDocument, 'scheduleId' | 'assignmentId' | 'examId' | 'accessType'>,
) {
  return attempt.accessType === 'practice'
    ? attempt.examId
    : (attempt.scheduleId ?? attempt.assignmentId ?? attempt.examId);
}
