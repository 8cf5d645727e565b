import {
  CreateStudentRequest,
  UpdateStudentRequest,
  type Student,
  type CreateStudentRequest as CreateStudentPayload,
  type UpdateStudentRequest as UpdateStudentPayload,
} from '@portal/contracts';
import { validateWith, type FieldErrors, type Validated } from '../common/formErrors';
import { blanksFor } from '../common/blanksFor';

/** Field name → its first message, as the inputs show them. */
export type StudentFieldErrors = FieldErrors;

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
  return validateWith(CreateStudentRequest, input);
}

/** A card's student as the edit form starts: blanks for missing values, schools joined by ", ". */
export function editValuesOf(student: Student): StudentEditValues {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    ...blanksFor(student, ['grade', 'school', 'parentEmail', 'parentPhone', 'specialNeeds', 'notes']),
    targetSchools: student.targetSchools.join(', '),
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
  const checked = validateWith(UpdateStudentRequest, editable);
  if (!checked.ok) {
    return checked;
  }
  const { email: _sentEmail, dateOfBirth: _dateOfBirth, ...request } = checked.request;
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
