import { RequirePage } from '../access/RequirePage';
import { StudentManagement } from './StudentManagement';

/**
 * /students: Student Management for admins and tutors, 'My Children' for parents. The role is
 * checked before the page mounts, so one without access never calls the API for it.
 */
export const StudentsPage = () => (
  <RequirePage page="students">
    <StudentManagement />
  </RequirePage>
);
