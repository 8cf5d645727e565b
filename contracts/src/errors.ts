import { z } from 'zod';

/** One invalid field, as DESIGN.md §3 answers it. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Every failed call answers with this body (4xx/5xx). */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldError).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Status codes the API uses, by meaning. */
export const HttpStatus = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
} as const;
