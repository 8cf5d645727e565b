import { eventBuilder } from '../testing/eventBuilder';

// Tests only: tutor t1's join code c1 and invitation i1, and student s1 enrolling with them.

export const joinCodeCreated = eventBuilder('JoinCodeCreated', {
  codeId: 'c1',
  code: 'ABCD2345',
  organisationId: 'org',
  tutorId: 't1',
  groupId: null,
  by: 't1',
  byRole: 'tutor',
  createdAt: 't0',
});

export const joinCodeRevoked = eventBuilder('JoinCodeRevoked', {
  codeId: 'c1',
  code: 'ABCD2345',
  organisationId: 'org',
  tutorId: 't1',
  by: 't1',
  byRole: 'tutor',
  revokedAt: 't1',
});

export const studentEnrolled = eventBuilder('StudentEnrolled', {
  userId: 's1',
  organisationId: 'org',
  tutorId: 't1',
  via: 'join_code',
  codeId: 'c1',
  invitationId: null,
  groupId: null,
  by: 's1',
  byRole: 'student',
  enrolledAt: 't0',
});

export const studentInvited = eventBuilder('StudentInvited', {
  invitationId: 'i1',
  organisationId: 'org',
  tutorId: 't1',
  email: 'kid@example.org',
  emailHash: 'h-kid',
  by: 't1',
  byRole: 'tutor',
  invitedAt: 't0',
  expiresAt: 't1',
});

export const invitationAnswered = eventBuilder('InvitationAnswered', {
  invitationId: 'i1',
  organisationId: 'org',
  tutorId: 't1',
  studentId: 's1',
  accepted: true,
  by: 's1',
  byRole: 'student',
  answeredAt: 't1',
});
