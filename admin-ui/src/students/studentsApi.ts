import {
  ClearStudentExamsResponse,
  CreateStudentResponse,
  LinkedParentsResponse,
  ParentLinkedResponse,
  ParentUnlinkedResponse,
  StudentExamsResponse,
  StudentListResponse,
  StudentResponse,
  TutorListResponse,
  type CreateStudentRequest,
  type LinkedParent,
  type Student,
  type StudentExamItem,
  type Tutor,
  type UpdateStudentRequest,
} from '@portal/contracts';
import { apiCall, signalOf } from '../providers/apiFetch';
import { studentListSearch, type StudentListParams } from './studentListQuery';

/**
 * The student management calls (docs/api/people-and-dashboards.md). Every answer is parsed with
 * its contract schema, so a server/console mismatch fails here, loudly, not deep in a card.
 */

export interface StudentPage {
  students: Student[];
  /** students matching the search and grade ("n") */
  total: number;
  /** every student the caller may see ("m") */
  overallTotal: number;
}

export async function fetchStudents(params: StudentListParams, signal?: AbortSignal): Promise<StudentPage> {
  const path = `/students?${studentListSearch(params)}`;
  const { students, total, overallTotal } = await apiCall(StudentListResponse, path, signalOf(signal));
  return { students, total, overallTotal };
}

/** The tutors an admin may give a new student (GET /tutors?perPage=500). */
export async function fetchTutorChoices(signal?: AbortSignal): Promise<Tutor[]> {
  const path = '/tutors?perPage=500&sort=lastName&order=asc';
  return (await apiCall(TutorListResponse, path, signalOf(signal))).tutors;
}

export interface CreatedStudent {
  student: Student;
  /** Shown once, never stored by the console. */
  temporaryPassword: string;
}

export async function createStudent(request: CreateStudentRequest): Promise<CreatedStudent> {
  const answer = await apiCall(CreateStudentResponse, '/students', { method: 'POST', body: request });
  const { student, temporaryPassword } = answer;
  return { student, temporaryPassword };
}

export async function updateStudent(
  id: string,
  request: Omit<UpdateStudentRequest, 'email' | 'dateOfBirth'>,
): Promise<Student> {
  const path = `/students/${encodeURIComponent(id)}`;
  return (await apiCall(StudentResponse, path, { method: 'PUT', body: request })).student;
}

export interface StudentExams {
  assignments: StudentExamItem[];
  schedules: StudentExamItem[];
}

const examsPath = (studentId: string) =>
  `/tutor-exam-assignments/student/${encodeURIComponent(studentId)}/exams`;

export async function fetchStudentExams(studentId: string, signal?: AbortSignal): Promise<StudentExams> {
  const answer = await apiCall(StudentExamsResponse, examsPath(studentId), signalOf(signal));
  const { assignments, schedules } = answer;
  return { assignments, schedules };
}

/** Removes every assignment, schedule and attempt of the student; answers how many were removed. */
export async function clearStudentExams(studentId: string): Promise<number> {
  return (await apiCall(ClearStudentExamsResponse, examsPath(studentId), { method: 'DELETE' })).deletedCount;
}

const parentsPath = (studentId: string) => `/students/${encodeURIComponent(studentId)}/parents`;

/** The parent accounts linked to a child (the child's tutor or an admin). */
export async function fetchLinkedParents(studentId: string, signal?: AbortSignal): Promise<LinkedParent[]> {
  return (await apiCall(LinkedParentsResponse, parentsPath(studentId), signalOf(signal))).parents;
}

/** Links the parent account with this e-mail address to the child (the child's tutor or an admin). */
export async function linkParent(studentId: string, email: string): Promise<LinkedParent> {
  const body = { email };
  return (await apiCall(ParentLinkedResponse, parentsPath(studentId), { method: 'POST', body })).parent;
}

/** Removes a link: staff for any linked parent, a parent for their own link only. */
export async function unlinkParent(studentId: string, parentId: string): Promise<void> {
  const path = `${parentsPath(studentId)}/${encodeURIComponent(parentId)}`;
  await apiCall(ParentUnlinkedResponse, path, { method: 'DELETE' });
}
