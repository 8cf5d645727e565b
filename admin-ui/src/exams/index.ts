export { ExamManagement } from './ExamManagement';
