import type { AttemptDocument } from '@portal/projections';
import {
  ACCOMMODATIONS_COLLECTION,
  ATTEMPTS_COLLECTION,
  EXAMS_COLLECTION,
  EXAM_SCHEDULES_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';

/** The read models exam taking reads; their document types are the projections' own. */
export const ATTEMPT_COLLECTIONS = {
  attempts: ATTEMPTS_COLLECTION,
  accommodations: ACCOMMODATIONS_COLLECTION,
  schedules: EXAM_SCHEDULES_COLLECTION,
  exams: EXAMS_COLLECTION,
  users: USERS_COLLECTION,
} as const;

/** The stream of an attempt's slot, from what the attempt document records. */
export function slotSourceOf(
  attempt: Pick<AttemptDocument, 'scheduleId' | 'assignmentId' | 'examId' | 'accessType'>,
) {
  return attempt.accessType === 'practice'
    ? attempt.examId
    : (attempt.scheduleId ?? attempt.assignmentId ?? attempt.examId);
}
