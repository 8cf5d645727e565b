// Event fixtures shared by the projection tests and command-api's decider tests, so a decider and
// the read models it feeds are tried on the same events: tests only.
export {
  SCHEDULED_AT,
  groupScheduleFields,
  scheduleDetails,
  scheduleFields,
} from '../schedules/scheduleFixtures';
export { groupDeleted, studentAssigned } from '../groups/groupFixtures';
export { eventBuilder } from './eventBuilder';
export {
  invitationAnswered,
  joinCodeCreated,
  joinCodeRevoked,
  studentEnrolled,
  studentInvited,
} from '../people/enrolmentFixtures';
