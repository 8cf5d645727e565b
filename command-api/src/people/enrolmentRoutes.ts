import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import { routerSharing } from '../http/routerOf';
import { enrolmentQueries } from './enrolment/enrolmentQueries';
import { invitationRoutes } from './enrolment/invitationRoutes';
import { joinCodeRoutes } from './enrolment/joinCodeRoutes';
import { joinRoutes } from './enrolment/joinRoutes';
import { receivedInvitationRoutes } from './enrolment/receivedInvitationRoutes';

export { INVITATION_LIMIT, JOIN_CODE_LIMITS, newJoinCode } from './enrolment/enrolmentRules';

/**
 * Enrolment (issue 15 item 4; docs/PRIVACY.md), one file per use case: tutors share class join
 * codes and invite students; a self-registered student joins a class by a code or by accepting
 * an invitation.
 */
export function enrolmentRoutes(deps: ApiDeps): Router {
  return routerSharing(deps, enrolmentQueries(deps), [
    joinCodeRoutes,
    joinRoutes,
    receivedInvitationRoutes,
    invitationRoutes,
  ]);
}
