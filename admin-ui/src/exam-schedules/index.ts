export { ScheduleExams } from './ScheduleExams';
