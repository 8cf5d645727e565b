import { z } from 'zod';

/** Ids are opaque strings (uuids) everywhere. */
export const Id = z.string().min(1).max(100);

/** A person as answers name them: who, by name (a reference to a student, tutor, parent, member). */
export const personNameShape = { firstName: z.string(), lastName: z.string() };
export const PersonRef = z.object({ id: z.string(), ...personNameShape });
/** A person with the e-mail they sign in with. */
export const personShape = { ...PersonRef.shape, email: z.string() };

/** An e-mail field with the screen's own messages, trimmed and compared in lower case. */
export function emailField(required = 'Email is required', invalid = 'Email is invalid') {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email(invalid))
    .transform((value) => value.toLowerCase());
}

/** Email as the spec checks it, trimmed and compared in lower case. */
export const Email = emailField();

/** Free text that is optional: '' and null mean "not given". */
export function optionalText(max: number, tooLong = `At most ${max} characters`) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Who did it, as events record it: the actor's user id and role. */
export const byShape = { by: z.string(), byRole: z.string() };

/** A domain event's contract: its type name and the fields of its data (`{ type, data }`). */
export function domainEvent<const T extends string, S extends z.ZodRawShape>(type: T, data: S) {
  return z.object({ type: z.literal(type), data: z.object(data) });
}

/** A successful answer (DESIGN.md §3): `{ success: true, ...the fields }`. */
export function okResponse<S extends z.ZodRawShape>(fields: S) {
  return z.object({ success: z.literal(true), ...fields });
}

/** A list's answer (DESIGN.md §3): `{ success: true, <key>: the items, total }`. */
export function listResponse<const K extends string, T extends z.ZodType>(key: K, item: T) {
  const items = { [key]: z.array(item) } as { [P in K]: z.ZodArray<T> };
  return okResponse({ ...items, total: z.number().int() });
}

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
export const EXAM_TYPE_LABELS: Readonly<Record<ExamType, string>> = {
  mathematics: 'Mathematics',
  english: 'English',
  'verbal-reasoning': 'Verbal Reasoning',
  'non-verbal-reasoning': 'Non-Verbal Reasoning',
};

/** Score colour bands shared by every screen: 80 or more good, 60 or more moderate, below poor. */
export function scoreBand(percentage: number): 'good' | 'moderate' | 'poor' {
  if (percentage >= 80) {
    return 'good';
  }
  return percentage >= 60 ? 'moderate' : 'poor';
}
