export { ClassroomQuizPage } from './ClassroomQuizPage';
