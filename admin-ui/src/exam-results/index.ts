export { TutorExamResults } from './TutorExamResults';
