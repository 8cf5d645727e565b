export { StudentGroupAssignments } from './StudentGroupAssignments';
