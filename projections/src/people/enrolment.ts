import type { AnyProjection } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { joinCodesProjection } from './joinCodes.projection';
import { enrolmentInvitationsProjection } from './enrolmentInvitations.projection';

export type { JoinCodeDocument } from './joinCodes.projection';
export type { InvitationDocument } from './enrolmentInvitations.projection';

/** The enrolment module's read models, registered in allProjections. */
export const enrolmentProjections: readonly AnyProjection[] = [
  defineProjection(joinCodesProjection),
  defineProjection(enrolmentInvitationsProjection),
];
