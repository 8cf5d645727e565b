import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { examsClearedMessage, studentsLoadErrorMessage, withReason } from './studentMessages';

describe('student list errors by status (spec 001 §8)', () => {
  const failure = (status: number, message: string) => new HttpError(message, status, { message });

  it('403, 401 and the network have their own words', () => {
    expect(studentsLoadErrorMessage(403, failure(403, 'Forbidden'))).toBe(
      'Access denied - insufficient permissions. You need tutor or admin role to view students.',
    );
    expect(studentsLoadErrorMessage(401, failure(401, 'Not signed in'))).toBe(
      'Authentication required. Please log in again.',
    );
    expect(studentsLoadErrorMessage(0, failure(0, 'Unable to connect to server'))).toBe(
      'Network connection issue. Please check your internet connection and try again.',
    );
  });

  it("anything else gives the server's message", () => {
    expect(studentsLoadErrorMessage(500, failure(500, 'Database unavailable'))).toBe(
      'Failed to fetch students: Database unavailable',
    );
    expect(studentsLoadErrorMessage(undefined, new Error('Unexpected answer'))).toBe(
      'Failed to fetch students: Unexpected answer',
    );
  });
});

it('withReason keeps the prefix when there is no message', () => {
  expect(withReason('Error clearing exams', new Error('Not found'))).toBe('Error clearing exams: Not found');
  expect(withReason('Error clearing exams', 'oops')).toBe('Error clearing exams');
});

it('says how many exams were cleared', () => {
  expect(examsClearedMessage(3, 'Ada Lovelace')).toBe('Successfully cleared 3 exam(s) for Ada Lovelace');
});
