export { StudentPerformanceAnalytics } from './StudentPerformanceAnalytics';
