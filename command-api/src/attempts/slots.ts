import type { AccessType } from '@portal/contracts';
import { ATTEMPT_MESSAGES, attemptsStreams } from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import type { ExamScheduleDocument } from '@portal/projections';

/** What a taking call names: a schedule or an assignment of the student's, or practice (none). */
export interface SlotRequest {
  scheduleId: string | null;
  assignmentId: string | null;
  accessType: AccessType | null;
}

/** The slot a student takes an exam in, and the stream its attempts live on. */
export interface Slot {
  accessType: AccessType;
  scheduleId: string | null;
  assignmentId: string | null;
  schedule: ExamScheduleDocument | null;
  streamId: string;
}

/** The schedule (or assignment) a request names, if any: practice names none. */
export const sourceIdOf = (request: SlotRequest): string | null => request.scheduleId ?? request.assignmentId;

/**
 * The slot rules: no schedule named is practice of the exam (asking for another access type is
 * "not found"); a named schedule must be the student's own (`schedule` is looked up among theirs)
 * and be of this exam; one with a specific time is a schedule, else an assignment.
 */
export function slotOf(
  studentId: string,
  examId: string,
  request: SlotRequest,
  schedule: ExamScheduleDocument | null,
): Slot {
  if (sourceIdOf(request) === null) {
    if (request.accessType !== null && request.accessType !== 'practice') {
      throw new NotFoundError(ATTEMPT_MESSAGES.scheduleNotFound);
    }
    return {
      accessType: 'practice',
      scheduleId: null,
      assignmentId: null,
      schedule: null,
      streamId: attemptsStreams.slot(studentId, 'practice', examId),
    };
  }
  if (!schedule || schedule.examId !== examId) {
    throw new NotFoundError(ATTEMPT_MESSAGES.scheduleNotFound);
  }
  const accessType: AccessType = schedule.hasSpecificSchedule ? 'schedule' : 'assignment';
  return {
    accessType,
    scheduleId: schedule._id,
    assignmentId: accessType === 'assignment' ? schedule._id : null,
    schedule,
    streamId: attemptsStreams.slot(studentId, accessType, schedule._id),
  };
}

const SAVE_SLOT_MEMORY_MS = 60_000;
const SAVE_SLOTS_KEPT = 10_000;

/**
 * The stream a save goes to, remembered per student and exam access: saves arrive every few
 * seconds during an exam and the stream of a slot never changes, so only the first save of an
 * attempt (or one after a minute) reads the schedule. The stream is the student's own, so a
 * remembered one can only ever reach their attempt.
 */
export function rememberedStreams<Student extends { userId: string }>(
  streamOf: (student: Student, examId: string, request: SlotRequest) => Promise<string>,
) {
  const remembered = new Map<string, { streamId: string; until: number }>();
  return async (student: Student, examId: string, request: SlotRequest): Promise<string> => {
    const key = `${student.userId}\u0000${examId}\u0000${sourceIdOf(request) ?? ''}\u0000${request.accessType ?? ''}`;
    const now = Date.now();
    const known = remembered.get(key);
    if (known && known.until > now) {
      return known.streamId;
    }
    const streamId = await streamOf(student, examId, request);
    remembered.delete(key);
    remembered.set(key, { streamId, until: now + SAVE_SLOT_MEMORY_MS });
    if (remembered.size > SAVE_SLOTS_KEPT) {
      remembered.delete(remembered.keys().next().value!);
    }
    return streamId;
  };
}
