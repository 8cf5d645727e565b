import type { FieldError } from '@portal/contracts';

/**
 * Small typed errors thrown by pure business rules and by the edges.
 * One express middleware turns them into DESIGN.md §3's error answer; anything else is a 500.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(
    message: string,
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  override readonly name = 'ValidationError';
  readonly status = 400;
}

export class UnauthorizedError extends DomainError {
  override readonly name = 'UnauthorizedError';
  readonly status = 401;
  constructor(message = 'Authentication required. Please log in again.') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  override readonly name = 'ForbiddenError';
  readonly status = 403;
  constructor(message = "You don't have permission to access this page") {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
  readonly status = 404;
}

export class ConflictError extends DomainError {
  override readonly name = 'ConflictError';
  readonly status = 409;
}

export class TooManyRequestsError extends DomainError {
  override readonly name = 'TooManyRequestsError';
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
