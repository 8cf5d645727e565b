import { Router } from 'express';
import type { Request } from 'express';
import type { SessionUser } from '@portal/contracts';
import { ChangePasswordRequest, LoginRequest, accountsStreams } from '@portal/contracts';
import { UnauthorizedError, ValidationError } from '@portal/platform';
import type { UserDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { validateBody } from '../http/validate';
import { callerOf } from '../http/auth';
import { REMEMBER_ME_MS, SESSION_COOKIE } from '../http/session';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { userDecider } from './decider';

export function toSessionUser(user: UserDocument): SessionUser {
  return {
    id: user._id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organisationId: user.organisationId,
  };
}

export function accountsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserDocument>('users');

  router.post('/auth/login', validateBody(LoginRequest), async (req, res) => {
    const { email, password, rememberMe } = req.body as LoginRequest;
    const user = await users.findOne({ email });
    // same work whether or not the address exists: the answer reveals nothing
    const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) {
      throw new UnauthorizedError('Invalid email or password');
    }
    await regenerate(req);
    req.session.userId = user._id;
    req.session.role = user.role;
    req.session.organisationId = user.organisationId;
    if (rememberMe) {
      req.session.cookie.maxAge = REMEMBER_ME_MS;
    } else {
      req.session.cookie.expires = undefined;
    }
    // answer only once the session is stored, so a store outage is an error, not a silent sign-out
    await new Promise<void>((resolve, reject) =>
      req.session.save((error: unknown) => (error ? reject(toError(error)) : resolve())),
    );
    deps.logger.info('signed in', { userId: user._id, role: user.role });
    res.json({ success: true, user: toSessionUser(user) });
  });

  router.post('/auth/logout', async (req, res) => {
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((error: unknown) => (error ? reject(toError(error)) : resolve())),
    );
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.json({ success: true, message: 'Signed out' });
  });

  router.get('/auth/me', async (req, res) => {
    const caller = callerOf(req);
    const user = await users.findOne({ _id: caller.userId });
    if (!user) {
      throw new UnauthorizedError('Session expired - please login again');
    }
    res.json({ success: true, user: toSessionUser(user) });
  });

  router.put('/profile/password', validateBody(ChangePasswordRequest), async (req, res) => {
    const caller = callerOf(req);
    const { currentPassword, newPassword } = req.body as ChangePasswordRequest;
    const user = await users.findOne({ _id: caller.userId });
    if (!user) {
      throw new UnauthorizedError('Session expired - please login again');
    }
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new ValidationError('Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    }
    const result = await deps.handle(userDecider, accountsStreams.user(caller.userId), {
      type: 'ChangePassword',
      data: { userId: caller.userId, passwordHash: await hashPassword(newPassword) },
      metadata: { now: deps.now() },
    });
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info('password changed', { userId: caller.userId });
    res.json({ success: true, message: 'Password changed successfully!' });
  });

  return router;
}

/** A new session id at sign-in stops session fixation. */
function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(toError(error)) : resolve())),
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
