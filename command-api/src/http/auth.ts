import type { Request, RequestHandler } from 'express';
import type { Role } from '@portal/contracts';
import { ForbiddenError, UnauthorizedError } from '@portal/platform';

export interface Caller {
  userId: string;
  role: Role;
  organisationId: string;
}

export function callerOf(req: Request): Caller {
  const { userId, role, organisationId } = req.session;
  if (!userId || !role || !organisationId) {
    throw new UnauthorizedError();
  }
  return { userId, role, organisationId };
}

export const requireSignedIn: RequestHandler = (req, _res, next) => {
  callerOf(req);
  next();
};

export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    if (!roles.includes(callerOf(req).role)) {
      throw new ForbiddenError();
    }
    next();
  };
}
