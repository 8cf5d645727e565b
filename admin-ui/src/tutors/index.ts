export { TutorManagement } from './TutorManagement';
