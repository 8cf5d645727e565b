import {
  CreateTutorRequest,
  UpdateTutorRequest,
  type Tutor,
  type CreateTutorRequest as CreateTutorPayload,
  type UpdateTutorRequest as UpdateTutorPayload,
} from '@portal/contracts';
import { validateWith, type FieldErrors, type Validated } from '../common/formErrors';
import { blanksFor } from '../common/blanksFor';

/** Field name → its first message, as the inputs show them. */
export type TutorFieldErrors = FieldErrors;

/** The profile fields both forms share, as the inputs hold them ('' is "not given"). */
export interface TutorProfileValues {
  firstName: string;
  lastName: string;
  organizationName: string;
  /** comma-separated */
  specializations: string;
  qualifications: string;
  /** a number input's text: blank means 0 */
  experience: string;
  contactPhone: string;
  address: string;
}

export interface TutorAddValues extends TutorProfileValues {
  email: string;
  password: string;
}

/** The inline edit: the profile, the read-only e-mail, and the two badges. */
export interface TutorEditValues extends TutorProfileValues {
  email: string;
  isVerified: boolean;
  isActive: boolean;
}

export type TutorTextField = keyof TutorAddValues;

export const EMPTY_TUTOR_VALUES: TutorAddValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  organizationName: '',
  specializations: '',
  qualifications: '',
  experience: '',
  contactPhone: '',
  address: '',
};

/** The add form's inputs in screen order: the first one in error takes the focus. */
export const ADD_FIELDS: readonly TutorTextField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'organizationName',
  'specializations',
  'qualifications',
  'experience',
  'contactPhone',
  'address',
];

/** The edit form's inputs in screen order (no password; the e-mail is read-only). */
export const EDIT_FIELDS: readonly TutorTextField[] = ADD_FIELDS.filter(
  (field) => field !== 'password' && field !== 'email',
);

/**
 * The add form checked with the server's own schema (`CreateTutorRequest`, spec 001 §5): names,
 * an e-mail with "@", a password of at least 6; experience 0–50 (blank is 0); specialisations split
 * on commas, trimmed, blanks dropped.
 */
export function validateNewTutor(values: TutorAddValues): Validated<CreateTutorPayload> {
  return validateWith(CreateTutorRequest, values);
}

/** A card's tutor as the edit form starts: blanks for missing values, specialisations joined by ", ". */
export function editValuesOf(tutor: Tutor): TutorEditValues {
  return {
    firstName: tutor.firstName,
    lastName: tutor.lastName,
    email: tutor.email,
    ...blanksFor(tutor, ['organizationName', 'qualifications', 'contactPhone', 'address']),
    specializations: tutor.specializations.join(', '),
    experience: String(tutor.experience),
    isVerified: tutor.isVerified,
    isActive: tutor.isActive,
  };
}

/**
 * The edit checked with `UpdateTutorRequest`: experience goes as a whole number, 0 when blank
 * (spec 001 §5). The e-mail is read-only, so it is not sent.
 */
export function validateTutorUpdate(values: TutorEditValues): Validated<UpdateTutorPayload> {
  const { email: _email, ...editable } = values;
  const checked = validateWith(UpdateTutorRequest, editable);
  if (!checked.ok) {
    return checked;
  }
  const { email: _sentEmail, ...request } = checked.request;
  return { ok: true, request };
}
