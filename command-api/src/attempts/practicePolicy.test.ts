import { describe, expect, it } from 'vitest';
import { ATTEMPT_MESSAGES, PRACTICE_MESSAGES } from '@portal/contracts';
import { ForbiddenError } from '@portal/platform';
import type { PracticeQuestion, PracticeSchedule } from './practicePolicy';
import { assertPracticeAllowed, isOpenOrUpcoming, practiceRefusal } from './practicePolicy';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

const schedule = (fields: Partial<PracticeSchedule> = {}): PracticeSchedule => ({
  examId: 'exam-1',
  status: 'scheduled',
  isActive: true,
  scheduledEndTime: at(60),
  graceMinutes: 0,
  ...fields,
});

const question = (fields: Partial<PracticeQuestion> = {}): PracticeQuestion => ({
  examId: 'exam-1',
  exam: { tutorId: 'tutor-1', availableForPractice: true },
  studentTutorId: 'tutor-1',
  schedules: [],
  now: NOW,
  ...fields,
});

describe('practiceRefusal (issue 16 item 2)', () => {
  it('given a marked exam of the student’s tutor and no schedule, when practice starts, then it is allowed', () => {
    expect(practiceRefusal(question())).toBeNull();
    expect(() => assertPracticeAllowed(question())).not.toThrow();
  });

  it('given an exam its tutor has not marked (or one written before the field), then practice is refused', () => {
    expect(practiceRefusal(question({ exam: { tutorId: 'tutor-1', availableForPractice: false } }))).toBe(
      PRACTICE_MESSAGES.notOffered,
    );
    expect(practiceRefusal(question({ exam: { tutorId: 'tutor-1' } }))).toBe(PRACTICE_MESSAGES.notOffered);
  });

  it('given another tutor’s exam, even marked, or a student without a tutor, then practice is refused', () => {
    expect(practiceRefusal(question({ exam: { tutorId: 'tutor-2', availableForPractice: true } }))).toBe(
      ATTEMPT_MESSAGES.practiceUnavailable,
    );
    expect(practiceRefusal(question({ studentTutorId: null }))).toBe(ATTEMPT_MESSAGES.practiceUnavailable);
  });

  it('given a marked exam in an upcoming or open schedule of the student’s, then practice is refused', () => {
    const tomorrow = schedule({ scheduledEndTime: at(24 * 60 + 60) });
    expect(practiceRefusal(question({ schedules: [tomorrow] }))).toBe(PRACTICE_MESSAGES.scheduled);
    expect(practiceRefusal(question({ schedules: [schedule()] }))).toBe(PRACTICE_MESSAGES.scheduled);
    // an assignment has no end: open until done or cancelled
    expect(practiceRefusal(question({ schedules: [schedule({ scheduledEndTime: null })] }))).toBe(
      PRACTICE_MESSAGES.scheduled,
    );
    // ended 10 minutes ago, 15 minutes of grace: still open
    expect(
      practiceRefusal(question({ schedules: [schedule({ scheduledEndTime: at(-10), graceMinutes: 15 })] })),
    ).toBe(PRACTICE_MESSAGES.scheduled);
  });

  it('given only closed, cancelled, completed, inactive or other exams’ schedules, then practice is allowed', () => {
    const schedules = [
      schedule({ scheduledEndTime: at(-10), graceMinutes: 5 }),
      schedule({ status: 'cancelled' }),
      schedule({ status: 'completed' }),
      schedule({ isActive: false }),
      schedule({ examId: 'exam-2' }),
    ];
    expect(practiceRefusal(question({ schedules }))).toBeNull();
  });

  it('when refused, then assertPracticeAllowed throws a 403 with the message', () => {
    expect(() => assertPracticeAllowed(question({ schedules: [schedule()] }))).toThrow(ForbiddenError);
    expect(() => assertPracticeAllowed(question({ schedules: [schedule()] }))).toThrow(
      PRACTICE_MESSAGES.scheduled,
    );
  });

  it('isOpenOrUpcoming: the end plus grace is the last open moment', () => {
    expect(isOpenOrUpcoming(schedule({ scheduledEndTime: at(0) }), NOW)).toBe(true);
    expect(isOpenOrUpcoming(schedule({ scheduledEndTime: at(-1) }), NOW)).toBe(false);
    expect(isOpenOrUpcoming(schedule({ scheduledEndTime: at(-1), graceMinutes: 1 }), NOW)).toBe(true);
  });
});
