import { describe, expect, it } from 'vitest';
import type { Student } from '@portal/contracts';
import {
  EMPTY_ADD_VALUES,
  editValuesOf,
  serverFieldErrors,
  todayInputValue,
  validateNewStudent,
  validateStudentUpdate,
} from './studentForm';

const student: Student = {
  id: 'u-1',
  studentId: 'STU123456',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  dateOfBirth: '2015-03-01',
  grade: 'year-5',
  school: null,
  parentEmail: 'parent@example.org',
  parentPhone: null,
  targetSchools: ['Queen Elizabeth', 'Tiffin'],
  specialNeeds: null,
  notes: 'Keen on maths',
  tutorId: 't-1',
  tutorName: 'Tess Tutor',
  awaitingFirstSignIn: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('validateNewStudent (the contract CreateStudentRequest)', () => {
  it("says what is missing, in the spec's words", () => {
    const result = validateNewStudent(EMPTY_ADD_VALUES, { withTutor: false });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        grade: 'Grade is required',
      },
    });
  });

  it('asks for an @ in the e-mail', () => {
    const result = validateNewStudent(
      { ...EMPTY_ADD_VALUES, firstName: 'Ada', lastName: 'L', email: 'ada.example.org', grade: 'year-4' },
      { withTutor: false },
    );
    expect(result).toEqual({ ok: false, errors: { email: 'Valid email is required' } });
  });

  it('sends blanks as "not given", trimmed names and a lower-case e-mail', () => {
    const result = validateNewStudent(
      {
        ...EMPTY_ADD_VALUES,
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: 'Ada@Example.org',
        grade: 'year-6',
        tutorId: 't-9',
      },
      { withTutor: false },
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.request).toMatchObject({
        firstName: 'Ada',
        email: 'ada@example.org',
        grade: 'year-6',
        dateOfBirth: null,
        school: null,
        parentEmail: null,
        phoneNumber: null,
      });
      // only admins name a tutor
      expect(result.request.tutorId).toBeUndefined();
    }
  });

  it("sends an admin's tutor", () => {
    const result = validateNewStudent(
      {
        ...EMPTY_ADD_VALUES,
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.org',
        grade: 'year-7',
        tutorId: 't-9',
      },
      { withTutor: true },
    );
    expect(result.ok && result.request.tutorId).toBe('t-9');
  });
});

describe('the edit form', () => {
  it('starts from the student, schools comma-separated', () => {
    expect(editValuesOf(student)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      grade: 'year-5',
      school: '',
      parentEmail: 'parent@example.org',
      parentPhone: '',
      targetSchools: 'Queen Elizabeth, Tiffin',
      specialNeeds: '',
      notes: 'Keen on maths',
    });
  });

  it('sends the schools as a list and never the e-mail', () => {
    const result = validateStudentUpdate({
      ...editValuesOf(student),
      targetSchools: ' Tiffin ,, Sutton Grammar ',
      school: '  ',
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.request.targetSchools).toEqual(['Tiffin', 'Sutton Grammar']);
      expect(result.request.school).toBeNull();
      expect('email' in result.request).toBe(false);
    }
  });

  it('needs names and a grade', () => {
    const result = validateStudentUpdate({ ...editValuesOf(student), firstName: ' ', grade: '' });
    expect(result).toEqual({
      ok: false,
      errors: { firstName: 'First name is required', grade: 'Grade is required' },
    });
  });
});

describe('serverFieldErrors', () => {
  it("keeps the server's messages for the form's own fields", () => {
    const error = {
      status: 400,
      message: 'Validation errors: email: Valid email is required',
      body: {
        fieldErrors: [
          { field: 'email', message: 'Valid email is required' },
          { field: 'password', message: 'not ours' },
        ],
      },
    };
    expect(serverFieldErrors(error, ['email', 'firstName'])).toEqual({ email: 'Valid email is required' });
  });

  it('puts a duplicate e-mail (409) beside the e-mail', () => {
    const error = { status: 409, message: 'An account with this email already exists', body: {} };
    expect(serverFieldErrors(error, ['email'])).toEqual({
      email: 'An account with this email already exists',
    });
  });

  it('ignores anything that is not an HTTP error', () => {
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({});
    expect(serverFieldErrors(undefined, ['email'])).toEqual({});
  });
});

it('todayInputValue is the local date', () => {
  expect(todayInputValue(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
});
