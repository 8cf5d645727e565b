export { StudentsPage } from './StudentsPage';
