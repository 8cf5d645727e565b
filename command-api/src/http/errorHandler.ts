import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorResponse } from '@portal/contracts';
import type { Logger } from '@portal/platform';
import { DomainError, TooManyRequestsError } from '@portal/platform';

/** Turns typed errors into DESIGN.md §3's answer; anything unexpected is a 500 without internals. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      const body: ErrorResponse = {
        success: false,
        message: error.message,
        ...(error.errors && { errors: [...error.errors] }),
      };
      res.status(error.status).json(body);
      return;
    }
    const status = httpStatusOf(error);
    if (status !== null && status < 500) {
      // body-parser errors: malformed JSON, too large, bad encoding
      const message =
        status === 413
          ? 'Request body is too large'
          : status === 400
            ? 'Request body is not valid JSON'
            : 'Bad request';
      res.status(status).json({ success: false, message } satisfies ErrorResponse);
      return;
    }
    const correlationId = randomUUID();
    logger.error('unhandled error', {
      correlationId,
      method: req.method, // the route pattern, never the concrete path: paths may carry tokens
      route: (req.route as { path?: string } | undefined)?.path ?? 'unmatched',
      error,
    });
    res.status(500).json({
      success: false,
      message: `Something went wrong on our side. Reference: ${correlationId}`,
    } satisfies ErrorResponse);
  };
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, message: 'Not found' } satisfies ErrorResponse);
};

function httpStatusOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}
