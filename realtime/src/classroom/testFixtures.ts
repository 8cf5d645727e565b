import { SAMPLE_QUIZ } from '@portal/contracts';
import type { ClassroomParticipant } from '@portal/platform';
import type { ClassroomIdentity, ClassroomUser, LiveSession } from './decide';

// Tests only: one student of tutor t1, the tutor, and t1's live quiz session with the quiz sent.

export const student: ClassroomIdentity = {
  userId: 's1',
  role: 'student',
  organisationId: 'org',
  firstName: 'Ada',
  lastName: 'King',
  tutorId: 't1',
};
/** The student s1 as the accounts read model has them: enrolled with t1, live. */
export const studentUser: ClassroomUser = {
  userId: 's1',
  organisationId: 'org',
  role: 'student',
  firstName: 'Ada',
  lastName: 'King',
  tutorId: 't1',
  live: true,
};
export const tutor: ClassroomIdentity = { ...student, userId: 't1', role: 'tutor', tutorId: null };

export const session: LiveSession = {
  code: 'QUIZ-ABC123',
  tutorId: 't1',
  title: 'Math Quiz Session',
  createdAt: '2026-11-24T09:00:00.000Z',
  status: 'active',
  organisationId: 'org',
  tutorFirstName: 'Grace',
  tutorLastName: 'Hopper',
  quiz: SAMPLE_QUIZ,
  quizSentAt: '2026-11-24T09:05:00.000Z',
};

/** The student s1 in the session, connected, nothing answered yet. */
export function participant(overrides: Partial<ClassroomParticipant> = {}): ClassroomParticipant {
  return {
    userId: 's1',
    firstName: 'Ada',
    lastName: 'King',
    joinedAt: '2026-11-24T09:01:00.000Z',
    connected: true,
    socketId: 'sock-1',
    answers: {},
    result: null,
    submittedAt: null,
    ...overrides,
  };
}
