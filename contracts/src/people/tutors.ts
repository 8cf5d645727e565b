import { z } from 'zod';
import { TUTOR_EXPERIENCE } from './grades';
import { personShape, listResponse, okResponse } from '../common';
import { kept, keptList, optional, staffEmail, staffName } from './fields';

/** Experience from the form: a whole number of years, 0 to 50; blank or non-numeric is 0 (spec 001 §5). */
export const TutorExperience = z
  .unknown()
  .optional()
  .transform((value) => {
    if (value === undefined || value === null || value === '') {
      return 0;
    }
    const number =
      typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
    return Number.isFinite(number) ? Math.trunc(number) : 0;
  })
  .pipe(
    z
      .number()
      .min(TUTOR_EXPERIENCE.min, 'Experience must be between 0 and 50 years')
      .max(TUTOR_EXPERIENCE.max, 'Experience must be between 0 and 50 years'),
  );

const Specializations = z
  .union([z.string().max(1000), z.array(z.string().max(100)).max(30)])
  .nullish()
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

const TutorProfileFields = {
  organizationName: optional(200),
  specializations: Specializations,
  qualifications: optional(1000),
  experience: TutorExperience,
  contactPhone: optional(40),
  address: optional(500),
};

export const TUTOR_PASSWORD_MIN = 6;

/** POST /tutors (admin). */
export const CreateTutorRequest = z.object({
  firstName: staffName('First name is required'),
  lastName: staffName('Last name is required'),
  email: staffEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(TUTOR_PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(1024),
  ...TutorProfileFields,
});
export type CreateTutorRequest = z.output<typeof CreateTutorRequest>;
export type CreateTutorForm = z.input<typeof CreateTutorRequest>;

/** PUT /tutors/{id} (admin): the profile, the badges; the e-mail cannot change; absent fields are kept. */
export const UpdateTutorRequest = z.object({
  firstName: staffName('First name is required'),
  lastName: staffName('Last name is required'),
  email: z.string().trim().toLowerCase().optional(),
  organizationName: kept(200),
  specializations: keptList(Specializations),
  qualifications: kept(1000),
  experience: z
    .union([z.undefined(), TutorExperience])
    .optional()
    .transform((value) => value),
  contactPhone: kept(40),
  address: kept(500),
  isVerified: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type UpdateTutorRequest = z.output<typeof UpdateTutorRequest>;
export type UpdateTutorForm = z.input<typeof UpdateTutorRequest>;

export const Tutor = z.object({
  ...personShape,
  organizationName: z.string().nullable(),
  specializations: z.array(z.string()),
  qualifications: z.string().nullable(),
  experience: z.number().int(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Students this tutor teaches. */
  studentCount: z.number().int(),
});
export type Tutor = z.infer<typeof Tutor>;

export const TutorListResponse = listResponse('tutors', Tutor);
export const TutorResponse = okResponse({ tutor: Tutor, message: z.string().optional() });
