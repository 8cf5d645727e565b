import { describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES } from '@portal/contracts';
import type { ClassroomIdentity, ClassroomUser, LiveSession } from './decide';
import { browsableBy, decideStudentJoin, tutorsOfStudent } from './decide';
import { session as fixtureSession, student as fixtureStudent, studentUser } from './testFixtures';

// Issue 15 item 4: a student sees and joins only the live sessions of their own tutor(s).

const user: ClassroomUser = { ...studentUser, groupTutorId: null };
const student: ClassroomIdentity = { ...fixtureStudent, tutorId: null };
const session: LiveSession = { ...fixtureSession, quizSentAt: null };
const notFound = { ok: false, message: CLASSROOM_MESSAGES.sessionNotFound };

describe('the tutors of a student', () => {
  it('given an enrolled student, then their tutor; with a group of another tutor, both; unenrolled, none', () => {
    expect(tutorsOfStudent(user)).toEqual(['t1']);
    expect(tutorsOfStudent({ ...user, groupTutorId: 't2' })).toEqual(['t1', 't2']);
    expect(tutorsOfStudent({ ...user, groupTutorId: 't1' })).toEqual(['t1']);
    expect(tutorsOfStudent({ ...user, tutorId: null })).toEqual([]);
  });

  it('given an account that is gone, deactivated or not a student, then no tutors', () => {
    expect(tutorsOfStudent(null)).toEqual([]);
    expect(tutorsOfStudent({ ...user, live: false })).toEqual([]);
    expect(tutorsOfStudent({ ...user, role: 'tutor' })).toEqual([]);
  });
});

describe('joining and browsing by enrolment', () => {
  it("given a live session of the student's tutor, when they join, then admitted; another tutor's answers not found", () => {
    expect(decideStudentJoin(session, student, ['t1'])).toEqual({ ok: true, value: session });
    expect(decideStudentJoin({ ...session, tutorId: 't2' }, student, ['t1'])).toEqual(notFound);
  });

  it('given a student who belongs to no tutor, when they join any session by its code, then the same not found as an unknown code', () => {
    expect(decideStudentJoin(session, student, [])).toEqual(notFound);
    expect(decideStudentJoin(null, student, [])).toEqual(notFound);
  });

  it("given sessions of several tutors, when a student browses, then only their tutors' live ones of their organisation", () => {
    expect(browsableBy(session, student, ['t1'])).toBe(true);
    expect(browsableBy({ ...session, tutorId: 't2' }, student, ['t1', 't2'])).toBe(true);
    expect(browsableBy({ ...session, tutorId: 't3' }, student, ['t1', 't2'])).toBe(false);
    expect(browsableBy(session, student, [])).toBe(false);
    expect(browsableBy({ ...session, status: 'ended' }, student, ['t1'])).toBe(false);
    expect(browsableBy({ ...session, organisationId: 'other' }, student, ['t1'])).toBe(false);
  });
});
