import { z } from 'zod';
import { Id, emailField, optionalText, okResponse, personNameShape } from '../common';
import { Role } from './roles';
import { ProfileGrade, ProfileGradeInput } from '../people/grades';
import { requiredName } from './fields';
import { normaliseExperience, splitSpecializations } from '../rules/profileFields';
import { dateOfBirthProblem } from '../rules/age';
import { ReadingAids } from './readingAids';

// ---- profile (spec 001 §3, §5, §6) ------------------------------------------------------------

export const TutorProfile = z.object({
  organizationName: z.string().nullable(),
  specializations: z.array(z.string()),
  qualifications: z.string().nullable(),
  experience: z.number().int().min(0),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
});
export type TutorProfile = z.infer<typeof TutorProfile>;

export const Profile = z.object({
  id: Id,
  ...personNameShape,
  email: z.string(),
  role: Role,
  dateOfBirth: z.string().nullable(),
  school: z.string().nullable(),
  grade: ProfileGrade.nullable(),
  parentEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  tutorProfile: TutorProfile.nullable(),
  /** students: the reading aids they chose (issue 19); null for other roles */
  readingAids: ReadingAids.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;
/** GET /profile */
export const ProfileResponse = okResponse({ profile: Profile });
/** PUT /profile */
export const ProfileUpdatedResponse = ProfileResponse.extend({ message: z.string() });

const ProfileBasics = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  /** Shown read-only; sending a different address is refused. */
  email: z.string().trim().toLowerCase().optional(),
});

const StudentProfileFields = z.object({
  dateOfBirth: z.string().trim().max(10).nullish(),
  school: optionalText(200),
  grade: z
    .union([z.literal(''), z.null(), ProfileGradeInput])
    .optional()
    .transform((value) => (value ? value : null)),
  parentEmail: z
    .union([z.literal(''), z.null(), emailField('Parent email is required', 'Parent email is invalid')])
    .optional()
    .transform((value) => (value ? value : null)),
  phoneNumber: optionalText(40),
});

const TutorProfileInput = z.object({
  organizationName: optionalText(200),
  specializations: z
    .union([z.string().max(1000), z.array(z.string().max(100)).max(30)])
    .optional()
    .transform((value) => splitSpecializations(value ?? [])),
  qualifications: optionalText(1000),
  experience: z
    .unknown()
    .optional()
    .transform(normaliseExperience)
    .pipe(z.number().max(50, 'Experience must be between 0 and 50 years')),
  contactPhone: optionalText(40),
  address: optionalText(500),
});

/** PUT /profile: the basic fields plus those the caller's role may edit (others are ignored). */
export function profileUpdateRequest(role: Role, today: Date) {
  if (role === 'student') {
    return ProfileBasics.extend(StudentProfileFields.shape).superRefine((form, ctx) => {
      const problem = form.dateOfBirth ? dateOfBirthProblem(form.dateOfBirth, today) : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
      }
    });
  }
  if (role === 'tutor') {
    return ProfileBasics.extend({ tutorProfile: TutorProfileInput.optional() });
  }
  return ProfileBasics;
}
export type ProfileUpdate = Partial<{
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  school: string | null;
  grade: ProfileGrade | null;
  parentEmail: string | null;
  phoneNumber: string | null;
  tutorProfile: TutorProfile;
  readingAids: ReadingAids;
}>;

export const EMAIL_READ_ONLY = 'Email cannot be changed';
