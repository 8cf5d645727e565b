import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import type { FieldError } from '@portal/contracts';
import { ValidationError } from '@portal/platform';

/** The first message when one field fails, a summary otherwise; every field listed in `errors`. */
export function toValidationError(error: z.ZodError): ValidationError {
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    // one message per field, the first rule it broke ("required" before "too short")
    if (!errors.some((known) => known.field === field)) {
      errors.push({ field, message: issue.message });
    }
  }
  const message =
    errors.length === 1
      ? errors[0]!.message
      : 'Validation errors: ' + errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new ValidationError(message, errors);
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw toValidationError(result.error);
  }
  return result.data;
}

/** Validates req.body; the parsed value replaces it, so handlers only see typed, known keys. */
export function validateBody<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, _res, next) => {
    req.body = parseOrThrow(schema, req.body ?? {});
    next();
  };
}

/** Validated query, read with `res.locals.query` (express 5's req.query is read-only). */
export function validateQuery<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, res, next) => {
    res.locals.query = parseOrThrow(schema, req.query);
    next();
  };
}

export const OBJECT_BODY_MESSAGE = 'The request body must be a JSON object';

/**
 * Every JSON body is an object (spec 002 §7: each call's body is named by its keys), so an array
 * or a bare value is 400 before any route reads it: a route that keeps unsent keys (PUT
 * /groups/{id}, PUT /exams/{id}) would otherwise save `[]` as "nothing changed". `arraysAllowed`
 * names the calls that take a list (the exam import of a bare question array).
 */
export function objectBodies(arraysAllowed: (req: Request) => boolean = () => false): RequestHandler {
  return (req, _res, next) => {
    const body: unknown = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      if (!(Array.isArray(body) && arraysAllowed(req))) {
        throw new ValidationError(OBJECT_BODY_MESSAGE, [{ field: 'body', message: OBJECT_BODY_MESSAGE }]);
      }
    }
    next();
  };
}
