import {
  CreateStudentRequest,
  UpdateStudentRequest,
  type Student,
  type CreateStudentRequest as CreateStudentPayload,
  type UpdateStudentRequest as UpdateStudentPayload,
} from '@portal/contracts';

/** Field name → its first message, as the inputs show them. */
export type StudentFieldErrors = Partial<Record<string, string>>;

/** The add form's inputs, all text as the inputs hold them; '' is "not given". */
export interface StudentAddValues {
  firstName: string;
  lastName: string;
  email: string;
  grade: string;
  dateOfBirth: string;
  school: string;
  parentEmail: string;
  phoneNumber: string;
  /** Admins only: '' leaves the student without a tutor. */
  tutorId: string;
}

export const EMPTY_ADD_VALUES: StudentAddValues = {
  firstName: '',
  lastName: '',
  email: '',
  grade: '',
  dateOfBirth: '',
  school: '',
  parentEmail: '',
  phoneNumber: '',
  tutorId: '',
};

/** The inline edit's inputs; target schools are typed comma-separated. */
export interface StudentEditValues {
  firstName: string;
  lastName: string;
  email: string;
  grade: string;
  school: string;
  parentEmail: string;
  parentPhone: string;
  targetSchools: string;
  specialNeeds: string;
  notes: string;
}

export type Validated<T> = { ok: true; request: T } | { ok: false; errors: StudentFieldErrors };

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message per top-level field, in the order the schema reports them. */
export function firstErrors(error: IssueList): StudentFieldErrors {
  const errors: StudentFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The add form checked with the server's own schema (`CreateStudentRequest`): names, e-mail and
 * grade required, the rest optional. Only admins send a tutor.
 */
export function validateNewStudent(
  values: StudentAddValues,
  options: { withTutor: boolean },
): Validated<CreateStudentPayload> {
  const { tutorId, ...rest } = values;
  const input = options.withTutor && tutorId ? { ...rest, tutorId } : rest;
  const result = CreateStudentRequest.safeParse(input);
  return result.success
    ? { ok: true, request: result.data }
    : { ok: false, errors: firstErrors(result.error) };
}

/** A card's student as the edit form starts: blanks for missing values, schools joined by ", ". */
export function editValuesOf(student: Student): StudentEditValues {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    grade: student.grade ?? '',
    school: student.school ?? '',
    parentEmail: student.parentEmail ?? '',
    parentPhone: student.parentPhone ?? '',
    targetSchools: student.targetSchools.join(', '),
    specialNeeds: student.specialNeeds ?? '',
    notes: student.notes ?? '',
  };
}

/**
 * The edit checked with `UpdateStudentRequest`. The e-mail is read-only, so it is not sent
 * (the server refuses a changed one with "Email cannot be changed").
 */
export function validateStudentUpdate(
  values: StudentEditValues,
): Validated<Omit<UpdateStudentPayload, 'email' | 'dateOfBirth'>> {
  const { email: _email, ...editable } = values;
  const result = UpdateStudentRequest.safeParse(editable);
  if (!result.success) {
    return { ok: false, errors: firstErrors(result.error) };
  }
  const { email: _sentEmail, dateOfBirth: _dateOfBirth, ...request } = result.data;
  return { ok: true, request };
}

/** What a failed call carries in `HttpError.body` (providers/apiFetch). */
interface FailureBody {
  fieldErrors?: { field: string; message: string }[];
}

/**
 * The server's field errors for the inputs a form has, to show beside them. A duplicate e-mail
 * (409) names no field; it belongs to the e-mail input.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): StudentFieldErrors {
  if (typeof error !== 'object' || error === null) {
    return {};
  }
  const { status, body, message } = error as { status?: unknown; body?: FailureBody; message?: unknown };
  const errors: StudentFieldErrors = {};
  for (const issue of body?.fieldErrors ?? []) {
    if (fields.includes(issue.field)) {
      errors[issue.field] ??= issue.message;
    }
  }
  if (status === 409 && Object.keys(errors).length === 0 && fields.includes('email')) {
    errors.email = typeof message === 'string' && message ? message : 'This email is already in use';
  }
  return errors;
}

/** Today as a date input's value (local time), the latest date of birth one may pick. */
export function todayInputValue(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
