import { z } from 'zod';
import { requiredName, signUpPassword } from './fields';
import { Email, emailField, optionalText, okResponse } from '../common';
import { SelfRegistrationRole } from './roles';
import { ProfileGradeInput } from '../people/grades';
import { dateOfBirthProblem, needsParentalConsent } from '../rules/age';
import { SessionUser } from './session';

/** Step 1 as the server receives it (the confirmation never leaves the browser). */
export const SignUpBasics = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  email: Email,
  password: signUpPassword,
  role: z
    .string({ error: 'Please select a role' })
    .trim()
    .toLowerCase()
    .refine(
      (role) => role !== 'admin' && role !== 'compliance',
      'Admin accounts cannot be created by sign-up',
    )
    .pipe(SelfRegistrationRole),
});

/** Step 1 on screen: the confirmation must match. */
export const SignUpStep1Form = SignUpBasics.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { message: 'Passwords do not match', path: ['confirmPassword'] },
);

const SignUpDetailsFields = z.object({
  dateOfBirth: z.string({ error: 'Date of birth is required' }).trim().min(1, 'Date of birth is required'),
  school: optionalText(200),
  phoneNumber: optionalText(40),
  grade: z
    .union([z.literal(''), z.null(), ProfileGradeInput])
    .optional()
    .transform((value) => (value ? value : null)),
  parentEmail: z.string().trim().max(254).nullish(),
  parentName: z.string().trim().max(200).nullish(),
});

/**
 * Step 2 rules that depend on today's date and on the role chosen in step 1: a plausible,
 * non-future date of birth, and a parent's e-mail and name for a student under 16.
 */
export function checkSignUpDetails(
  details: z.infer<typeof SignUpDetailsFields>,
  role: string,
  today: Date,
  ctx: z.RefinementCtx,
): void {
  const problem = details.dateOfBirth ? dateOfBirthProblem(details.dateOfBirth, today) : null;
  if (problem) {
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
    return;
  }
  if (role !== 'student' || !needsParentalConsent(details.dateOfBirth, today)) {
    return;
  }
  if (!details.parentEmail) {
    ctx.addIssue({
      code: 'custom',
      path: ['parentEmail'],
      message: 'Parent email is required for students under 16',
    });
  } else if (!emailField().safeParse(details.parentEmail).success) {
    ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: 'Parent email is invalid' });
  }
  if (!details.parentName) {
    ctx.addIssue({
      code: 'custom',
      path: ['parentName'],
      message: 'Parent name is required for students under 16',
    });
  }
}

/** Step 2 on screen, for the role picked in step 1. */
export function signUpStep2Form(role: string, today: Date) {
  return SignUpDetailsFields.superRefine((details, ctx) => checkSignUpDetails(details, role, today, ctx));
}

export const SignUpAgreements = z.object({
  acceptTerms: z.literal(true, { error: 'You must agree to the terms of service' }),
  acceptPrivacy: z.literal(true, { error: 'You must agree to the privacy policy' }),
  marketingConsent: z.boolean().default(false),
});

/** POST /auth/register: the three steps together, checked against today's date. */
export function registerRequest(today: Date) {
  return SignUpBasics.extend(SignUpDetailsFields.shape)
    .extend(SignUpAgreements.shape)
    .superRefine((form, ctx) => checkSignUpDetails(form, form.role, today, ctx))
    .transform((form) => {
      const child = form.role === 'student' && needsParentalConsent(form.dateOfBirth, today);
      return {
        ...form,
        dateOfBirth: form.dateOfBirth.slice(0, 10),
        // a parent's details are only kept where they are needed (data minimisation)
        parentEmail: child || form.role === 'student' ? (form.parentEmail?.toLowerCase() ?? null) : null,
        parentName: child ? (form.parentName ?? null) : null,
      };
    });
}
export type RegisterRequest = z.output<ReturnType<typeof registerRequest>>;

export const RegisterResponse = okResponse({
  user: SessionUser,
  emailVerificationRequired: z.boolean(),
  /** A student under 16: the parent was e-mailed a confirmation link. */
  parentalConsentRequired: z.boolean(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;
