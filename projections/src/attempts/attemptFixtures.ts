import type { EventOf, Exam } from '@portal/contracts';

// Tests only: attempt a1 of student s1 in schedule sch1 (exam e1 of tutor t1), as the attempt
// events carry it, so the projection tests of attempts start from the same sitting.

/** The sitting's fields that AttemptStarted and AttemptSubmitted both carry. */
export const sittingOfA1 = {
  attemptId: 'a1',
  organisationId: 'org',
  studentId: 's1',
  scheduleId: 'sch1',
  assignmentId: null,
  tutorId: 't1',
  examId: 'e1',
  accessType: 'schedule',
  attemptNumber: 1,
  isMakeup: false,
  startTime: '2026-11-02T09:00:00.000Z',
} as const;

/** Attempt a1 started at 09:00 for 30 minutes, no window, grace or accommodation. */
export function attemptStartedOfA1(
  exam: Pick<
    EventOf<'AttemptStarted'>['data'],
    'examTitle' | 'examType' | 'totalMarks' | 'totalQuestions'
  > & {
    exam: Exam;
  },
): EventOf<'AttemptStarted'>['data'] {
  return {
    ...sittingOfA1,
    deadline: '2026-11-02T09:30:00.000Z',
    durationMinutes: 30,
    windowEnd: null,
    graceMinutes: 0,
    extraMinutes: 0,
    timeMultiplier: 1,
    ...exam,
  };
}
