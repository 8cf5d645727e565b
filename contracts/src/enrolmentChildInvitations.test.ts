import { describe, expect, it } from 'vitest';
import { ChildInvitationListResponse, InvitationAnswerResponse } from './enrolment';

const invitation = {
  id: 'inv-1',
  tutorName: 'Ruth Okafor',
  organizationName: null,
  createdAt: '2026-11-25T12:00:00.000Z',
  expiresAt: '2026-12-09T12:00:00.000Z',
  studentId: 'stu-1',
  studentName: 'Maya Okafor',
};

describe("the parent's invitation answers are read with the contract's schemas", () => {
  it('reads the list, each invitation naming the child', () => {
    expect(
      ChildInvitationListResponse.parse({ success: true, invitations: [invitation] }).invitations,
    ).toEqual([invitation]);
  });

  it("refuses a list whose invitations do not say which child they are for (a student's view)", () => {
    const { studentId: _id, studentName: _name, ...studentsView } = invitation;
    expect(
      ChildInvitationListResponse.safeParse({ success: true, invitations: [studentsView] }).success,
    ).toBe(false);
  });

  it("reads an answer's message", () => {
    expect(InvitationAnswerResponse.parse({ success: true, message: 'Invitation declined' }).message).toBe(
      'Invitation declined',
    );
  });
});
