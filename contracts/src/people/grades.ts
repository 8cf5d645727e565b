import { z } from 'zod';

/** Student grades: canonical form is the hyphenated one (spec 001 §3); sign-up's underscore form is accepted. */
export const Grade = z.enum(['year-4', 'year-5', 'year-6', 'year-7']);
export type Grade = z.infer<typeof Grade>;

/** Accepts 'year_5' as well as 'year-5' and answers the canonical form. */
export const GradeInput = z
  .string({ error: 'Grade is required' })
  .trim()
  .min(1, 'Grade is required')
  .transform((value) => value.toLowerCase().replace('_', '-'))
  .pipe(z.enum(Grade.options, { error: 'Grade must be Year 4, Year 5, Year 6 or Year 7' }));

/** Grades a signed-up student may give on sign-up and profile (spec 001 §3: year_5 … year_8 there). */
export const ProfileGrade = z.enum(['year-4', 'year-5', 'year-6', 'year-7', 'year-8']);
export type ProfileGrade = z.infer<typeof ProfileGrade>;

export const ProfileGradeInput = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase().replace('_', '-'))
  .pipe(ProfileGrade);

/** "STU" followed by 6 digits, unique per organisation. */
export const StudentNumber = z.string().regex(/^STU\d{6}$/);

export const TUTOR_EXPERIENCE = { min: 0, max: 50 } as const;
export const DASHBOARD_ITEMS = 5;

/** Grade choices of student management (spec 001 §5), in order. */
export const STUDENT_GRADES = [
  { value: 'year-4', label: 'Year 4' },
  { value: 'year-5', label: 'Year 5' },
  { value: 'year-6', label: 'Year 6' },
  { value: 'year-7', label: 'Year 7' },
] as const;
