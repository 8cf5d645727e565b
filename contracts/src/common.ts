import { z } from 'zod';

/** Ids are opaque strings (uuids) everywhere. */
export const Id = z.string().min(1).max(100);

/** Email as the spec checks it, trimmed and compared in lower case. */
export const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is invalid')
  .pipe(z.email('Email is invalid'))
  .transform((value) => value.toLowerCase());

/** Paging, sorting and search accepted by every list (DESIGN.md §3). */
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_.]{0,60}$/)
    .optional(),
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((value) => value.toLowerCase() as 'asc' | 'desc')
    .default('asc'),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** Subjects offered on the platform (spec 1). */
export const ExamType = z.enum(['mathematics', 'english', 'verbal-reasoning', 'non-verbal-reasoning']);
export type ExamType = z.infer<typeof ExamType>;

/** Score colour bands shared by every screen: 80 or more good, 60 or more moderate, below poor. */
export function scoreBand(percentage: number): 'good' | 'moderate' | 'poor' {
  if (percentage >= 80) {
    return 'good';
  }
  return percentage >= 60 ? 'moderate' : 'poor';
}
