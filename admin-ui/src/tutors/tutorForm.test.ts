import { describe, expect, it } from 'vitest';
import type { Tutor } from '@portal/contracts';
import {
  EMPTY_TUTOR_VALUES,
  editValuesOf,
  validateNewTutor,
  validateTutorUpdate,
  type TutorAddValues,
} from './tutorForm';

const complete: TutorAddValues = {
  ...EMPTY_TUTOR_VALUES,
  firstName: ' Amelia ',
  lastName: 'Hart',
  email: 'Amelia.Hart@Example.org',
  password: 'secret1',
  specializations: 'Mathematics, , Verbal reasoning ,',
  experience: '7',
};

const tutor: Tutor = {
  id: 't1',
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia.hart@example.org',
  organizationName: null,
  specializations: ['Mathematics', 'English'],
  qualifications: 'PGCE',
  experience: 7,
  contactPhone: null,
  address: null,
  isVerified: false,
  isActive: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  studentCount: 3,
};

describe('add tutor (spec 001 §5 "Tutor create")', () => {
  it("says what is missing, in the spec's words", () => {
    const checked = validateNewTutor(EMPTY_TUTOR_VALUES);
    expect(checked).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        password: 'Password is required',
      },
    });
  });

  it('wants an "@" in the e-mail and six characters of password', () => {
    const checked = validateNewTutor({ ...complete, email: 'amelia', password: '12345' });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.errors).toEqual({
      email: 'Valid email is required',
      password: 'Password must be at least 6 characters',
    });
  });

  it('keeps experience within 0 to 50 years', () => {
    const checked = validateNewTutor({ ...complete, experience: '51' });
    expect(checked.ok ? {} : checked.errors).toEqual({
      experience: 'Experience must be between 0 and 50 years',
    });
  });

  it('normalises what it sends: trimmed names, lower-case e-mail, a list of specialisations, blanks as null', () => {
    const checked = validateNewTutor(complete);
    expect(checked).toEqual({
      ok: true,
      request: {
        firstName: 'Amelia',
        lastName: 'Hart',
        email: 'amelia.hart@example.org',
        password: 'secret1',
        organizationName: null,
        specializations: ['Mathematics', 'Verbal reasoning'],
        qualifications: null,
        experience: 7,
        contactPhone: null,
        address: null,
      },
    });
  });
});

describe('edit tutor', () => {
  it('starts from the card: blanks for missing values, specialisations joined', () => {
    expect(editValuesOf(tutor)).toEqual({
      firstName: 'Amelia',
      lastName: 'Hart',
      email: 'amelia.hart@example.org',
      organizationName: '',
      specializations: 'Mathematics, English',
      qualifications: 'PGCE',
      experience: '7',
      contactPhone: '',
      address: '',
      isVerified: false,
      isActive: true,
    });
  });

  it('sends experience as a whole number, 0 when blank, and never the e-mail', () => {
    const blank = validateTutorUpdate({ ...editValuesOf(tutor), experience: '' });
    expect(blank.ok && blank.request.experience).toBe(0);
    expect(blank.ok && 'email' in blank.request).toBe(false);
    const fraction = validateTutorUpdate({ ...editValuesOf(tutor), experience: '4.7', isVerified: true });
    expect(fraction.ok && fraction.request).toMatchObject({
      experience: 4,
      isVerified: true,
      isActive: true,
    });
  });

  it('still needs the names', () => {
    const checked = validateTutorUpdate({ ...editValuesOf(tutor), firstName: '  ' });
    expect(checked).toEqual({ ok: false, errors: { firstName: 'First name is required' } });
  });
});
