import type { SelfRegistrationRole } from '@portal/contracts';

/** The sign-up wizard's values as typed (spec 001 §2.6). */
export interface BasicsValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: SelfRegistrationRole | '';
}

export interface DetailsValues {
  dateOfBirth: string;
  school: string;
  phoneNumber: string;
  grade: string;
  parentEmail: string;
  parentName: string;
}

export interface AgreementValues {
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  marketingConsent: boolean;
}

export const EMPTY_BASICS: BasicsValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: '',
};

export const EMPTY_DETAILS: DetailsValues = {
  dateOfBirth: '',
  school: '',
  phoneNumber: '',
  grade: '',
  parentEmail: '',
  parentName: '',
};

/** Every optional choice starts off (high-privacy defaults for children). */
export const EMPTY_AGREEMENTS: AgreementValues = {
  acceptTerms: false,
  acceptPrivacy: false,
  marketingConsent: false,
};

export const REGISTER_STEPS = ['Basic Information', 'Additional Information', 'Terms & Privacy'] as const;

export const SIGN_UP_ROLES: readonly { value: SelfRegistrationRole; label: string; hint: string }[] = [
  { value: 'student', label: 'Student', hint: 'I am practising for the 11+' },
  { value: 'parent', label: 'Parent or carer', hint: 'I follow my child’s progress' },
  { value: 'tutor', label: 'Tutor', hint: 'I set exams for my students' },
];

/** Sign-up and profile screens offer Year 5 to Year 8 in the underscore form (spec 001 §3). */
export const GRADE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'year_5', label: 'Year 5' },
  { value: 'year_6', label: 'Year 6' },
  { value: 'year_7', label: 'Year 7' },
  { value: 'year_8', label: 'Year 8' },
];

/** 'year-6' or 'year_6' -> 'year_6', the value the grade select uses; '' when there is none. */
export function gradeOptionValue(grade: string | null | undefined): string {
  return grade ? grade.trim().toLowerCase().replace('-', '_') : '';
}

/** The grade choices, plus the saved value when it is outside them (a Year 4 set by a tutor). */
export function gradeOptionsWith(current: string): readonly { value: string; label: string }[] {
  if (!current || GRADE_OPTIONS.some((option) => option.value === current)) {
    return GRADE_OPTIONS;
  }
  const year = /^year_(\d+)$/.exec(current);
  return [{ value: current, label: year ? `Year ${year[1]}` : current }, ...GRADE_OPTIONS];
}

/** Today's date as the date input's 'YYYY-MM-DD' (local calendar). */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
