import {
  ClearStudentExamsResponse,
  CreateStudentResponse,
  StudentExamsResponse,
  StudentListResponse,
  StudentResponse,
  TutorListResponse,
  type CreateStudentRequest,
  type Student,
  type StudentExamItem,
  type Tutor,
  type UpdateStudentRequest,
} from '@portal/contracts';
import { apiFetch } from '../providers/apiFetch';
import { parseLinkedParent, parseLinkedParents, type LinkedParent } from './familyLinks';
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
  const answer = await apiFetch(`/students?${studentListSearch(params)}`, signal ? { signal } : {});
  const { students, total, overallTotal } = StudentListResponse.parse(answer);
  return { students, total, overallTotal };
}

/** The tutors an admin may give a new student (GET /tutors?perPage=500). */
export async function fetchTutorChoices(signal?: AbortSignal): Promise<Tutor[]> {
  const answer = await apiFetch('/tutors?perPage=500&sort=lastName&order=asc', signal ? { signal } : {});
  return TutorListResponse.parse(answer).tutors;
}

export interface CreatedStudent {
  student: Student;
  /** Shown once, never stored by the console. */
  temporaryPassword: string;
}

export async function createStudent(request: CreateStudentRequest): Promise<CreatedStudent> {
  const answer = await apiFetch('/students', { method: 'POST', json: request });
  const { student, temporaryPassword } = CreateStudentResponse.parse(answer);
  return { student, temporaryPassword };
}

export async function updateStudent(
  id: string,
  request: Omit<UpdateStudentRequest, 'email' | 'dateOfBirth'>,
): Promise<Student> {
  const answer = await apiFetch(`/students/${encodeURIComponent(id)}`, { method: 'PUT', json: request });
  return StudentResponse.parse(answer).student;
}

export interface StudentExams {
  assignments: StudentExamItem[];
  schedules: StudentExamItem[];
}

const examsPath = (studentId: string) =>
  `/tutor-exam-assignments/student/${encodeURIComponent(studentId)}/exams`;

export async function fetchStudentExams(studentId: string, signal?: AbortSignal): Promise<StudentExams> {
  const answer = await apiFetch(examsPath(studentId), signal ? { signal } : {});
  const { assignments, schedules } = StudentExamsResponse.parse(answer);
  return { assignments, schedules };
}

/** Removes every assignment, schedule and attempt of the student; answers how many were removed. */
export async function clearStudentExams(studentId: string): Promise<number> {
  const answer = await apiFetch(examsPath(studentId), { method: 'DELETE' });
  return ClearStudentExamsResponse.parse(answer).deletedCount;
}

const parentsPath = (studentId: string) => `/students/${encodeURIComponent(studentId)}/parents`;

/** The parent accounts linked to a child (the child's tutor or an admin). */
export async function fetchLinkedParents(studentId: string, signal?: AbortSignal): Promise<LinkedParent[]> {
  return parseLinkedParents(await apiFetch(parentsPath(studentId), signal ? { signal } : {}));
}

/** Links the parent account with this e-mail address to the child (the child's tutor or an admin). */
export async function linkParent(studentId: string, email: string): Promise<LinkedParent> {
  return parseLinkedParent(await apiFetch(parentsPath(studentId), { method: 'POST', json: { email } }));
}

/** Removes a link: staff for any linked parent, a parent for their own link only. */
export async function unlinkParent(studentId: string, parentId: string): Promise<void> {
  await apiFetch(`${parentsPath(studentId)}/${encodeURIComponent(parentId)}`, { method: 'DELETE' });
}
