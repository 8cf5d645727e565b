import { z } from 'zod';
import { optionalText } from '../common';

// Field schemas shared by the tutor and student forms (not exported by the package).

export const staffName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'At most 100 characters');

/** Tutor and student forms only ask for an "@" (spec 001 §5), then the address must be a real one. */
export const staffEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, 'Valid email is required')
  .refine((value) => value.includes('@'), 'Valid email is required')
  .pipe(z.email('Valid email is required'))
  .transform((value) => value.toLowerCase());

/** An optional text field of the forms: the package's own. */
export const optional = (max: number) => optionalText(max);

/** In an edit, a field that is not sent keeps its value; '' or null clears it. */
export const kept = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

export const keptList = <T extends z.ZodType>(list: T) =>
  z
    .union([z.null(), list])
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? [])) as z.output<T> | undefined);
