export { ScheduledExamAnalytics } from './ScheduledExamAnalytics';
