import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import {
  TUTOR_MESSAGES,
  issuesByField,
  registeredTutorsText,
  saveFailure,
  tutorsLoadErrorMessage,
} from './tutorMessages';
import {
  activityLabel,
  experienceText,
  initialsOf,
  studentCountText,
  verificationLabel,
} from './tutorDisplay';

const badRequest = new HttpError('Validation errors: email: Valid email is required', 400, {
  message: 'Validation errors: email: Valid email is required',
  fieldErrors: [
    { field: 'email', message: 'Valid email is required' },
    { field: 'password', message: 'Password must be at least 6 characters' },
  ],
});

describe('tutor messages (spec 001 §8 "Tutors")', () => {
  it('counts the registered tutors', () => {
    expect(registeredTutorsText(0)).toBe('Registered Tutors (0)');
    expect(registeredTutorsText(12)).toBe('Registered Tutors (12)');
  });

  it('lists a 400 as "Validation errors:" lines', () => {
    expect(saveFailure(badRequest, 'create')).toEqual({
      kind: 'validation',
      issues: [
        { field: 'email', message: 'Valid email is required' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
    expect(TUTOR_MESSAGES.validationErrors).toBe('Validation errors:');
  });

  it('puts a duplicate e-mail on the e-mail field', () => {
    const conflict = new HttpError('An account with this email already exists', 409, { fieldErrors: [] });
    expect(saveFailure(conflict, 'create')).toEqual({
      kind: 'message',
      message: 'Failed to create tutor: An account with this email already exists',
      field: { name: 'email', message: 'An account with this email already exists' },
    });
  });

  it('words update failures as the spec does', () => {
    expect(saveFailure(new HttpError('Tutor not found', 404, {}), 'update')).toEqual({
      kind: 'message',
      message: 'Failed to update tutor: Tutor not found',
    });
    expect(saveFailure(new HttpError('Unable to connect to server', 0, {}), 'update')).toEqual({
      kind: 'message',
      message: 'Error updating tutor: Unable to connect to server',
    });
  });

  it('keeps only the fields a form has', () => {
    expect(
      issuesByField(
        [
          { field: 'email', message: 'Email cannot be changed' },
          { field: 'lastName', message: 'Last name is required' },
        ],
        ['firstName', 'lastName'],
      ),
    ).toEqual({ lastName: 'Last name is required' });
  });

  it('says why the list failed', () => {
    expect(tutorsLoadErrorMessage(new HttpError('Forbidden', 403, {}))).toBe(
      'Failed to fetch tutors. Please check your permissions.',
    );
    expect(tutorsLoadErrorMessage(new HttpError('x', 0, {}))).toBe('Unable to connect to server');
  });
});

describe('tutor card wording', () => {
  it('shows the badges of spec 001 §4', () => {
    expect(verificationLabel({ isVerified: true })).toBe('Verified');
    expect(verificationLabel({ isVerified: false })).toBe('Pending');
    expect(activityLabel({ isActive: true })).toBe('Active');
    expect(activityLabel({ isActive: false })).toBe('Inactive');
  });

  it('counts years and students', () => {
    expect(experienceText(1)).toBe('1 year');
    expect(experienceText(0)).toBe('0 years');
    expect(studentCountText(0)).toBe('No students');
    expect(studentCountText(1)).toBe('1 student');
    expect(studentCountText(14)).toBe('14 students');
    expect(initialsOf({ firstName: 'amelia', lastName: 'hart' })).toBe('AH');
  });
});
