import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { Request } from 'express';
import type { RegisterRequest, SessionUser } from '@portal/contracts';
import { LoginRequest, needsParentalConsent, registerRequest } from '@portal/contracts';
import { ForbiddenError, UnauthorizedError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { parseOrThrow, validateBody } from '../http/validate';
import { signedInUser } from '../http/signedInUser';
import { readStanding } from '../http/accessGate';
import { REMEMBER_ME_MS, endSession } from '../http/session';
import { recordRegistrationConsents, requestParentalConsent } from '../compliance/parentalConsent';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { upgradePasswordHash } from './passwordUpgrade';
import { LoginThrottle, limitAddress } from './loginThrottle';
import { registerUser } from './registerUser';
import { handleUserCommand } from './userCommand';
import { emailVerificationRoutes, sendVerificationLink } from './emailVerification';

export function toSessionUser(user: UserDocument): SessionUser {
  return {
    id: user._id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organisationId: user.organisationId,
    dateOfBirth: user.dateOfBirth,
    createdAt: user.registeredAt,
    mustChangePassword: user.mustChangePassword === true,
    emailVerified: user.emailVerified === true,
  };
}

export const DEFAULT_ORGANISATION = 'main';

/** A tutor an admin deactivated: told after the password check, so the answer reveals nothing else. */
export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact your administrator.';

export function authRoutes(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const throttle = new LoginThrottle(deps.rateLimiter, deps.secret);

  router.post('/auth/login', validateBody(LoginRequest), async (req, res) => {
    const { email, password, rememberMe } = req.body as LoginRequest;
    const address = clientAddress(req);
    const found = await users.findOne({ email, status: 'active' });
    let user = isLiveUser(found) ? found : null;
    // counted before the check, at most 2 at once; same work whether or not the address exists
    const valid = await throttle.guard(email, address, () =>
      verifyPassword(password, user?.passwordHash ?? DUMMY_HASH),
    );
    if (!user || !valid) {
      throw new UnauthorizedError('Invalid email or password');
    }
    if (user.isActive === false) {
      throw new ForbiddenError(DEACTIVATED_MESSAGE);
    }
    await upgradePasswordHash(deps, user, password);
    user = await confirmEmailBySignIn(deps, user);
    await signIn(req, user, rememberMe);
    deps.logger.info('signed in', { userId: user._id, role: user.role });
    res.json({ success: true, user: toSessionUser(user) });
  });

  router.post('/auth/register', async (req, res) => {
    await limitAddress(deps.rateLimiter, deps.secret, 'register', clientAddress(req), 'sign-up attempts');
    const now = deps.now();
    const form: RegisterRequest = parseOrThrow(registerRequest(now), req.body ?? {});
    const userId = randomUUID();
    const organisationId = DEFAULT_ORGANISATION;
    const child = form.role === 'student' && needsParentalConsent(form.dateOfBirth, now);
    const result = await registerUser(
      deps.handle,
      {
        userId,
        organisationId,
        email: form.email,
        firstName: form.firstName,
        lastName: form.lastName,
        role: form.role,
        password: form.password,
        dateOfBirth: form.dateOfBirth,
        school: form.school,
        grade: form.role === 'student' ? form.grade : null,
        phoneNumber: form.phoneNumber,
        parentEmail: form.parentEmail,
        parentName: form.parentName,
        createdBy: 'self',
      },
      now,
    );
    await recordRegistrationConsents(deps, { userId, organisationId }, form.marketingConsent, now);
    if (child && form.parentEmail) {
      await requestParentalConsent(
        deps,
        { userId, organisationId, firstName: form.firstName },
        form.parentEmail,
        form.parentName,
        now,
      );
    }
    await deps.awaitProjections(result.streamId, result.position);
    const user = await users.findOne({ _id: userId });
    if (!isLiveUser(user)) {
      throw new Error('registered user is not visible in the read model');
    }
    // a self-sign-up proves its address by the mailed link (within the link-mail limits); a mail
    // outage does not undo the sign-up: the account asks for a new link from its notice
    await sendVerificationLink(deps, user, now).catch((error: unknown) =>
      deps.logger.error('verification e-mail failed', { userId, error }),
    );
    await signIn(req, user, true);
    deps.logger.info('registered', { userId, role: form.role, parentalConsentRequired: child });
    res.status(201).json({
      success: true,
      user: toSessionUser(user),
      emailVerificationRequired: !user.emailVerified,
      parentalConsentRequired: child,
      message: child
        ? 'Account created. We have e-mailed your parent or carer to confirm your account.'
        : 'Account created successfully',
    });
  });

  router.post('/auth/logout', async (req, res) => {
    await endSession(req, res);
    res.json({ success: true, message: 'Signed out' });
  });

  router.get('/auth/me', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    // what the account still lacks (issue 15): the UIs show the gate's notice instead of screens
    const standing = await readStanding(deps.readModels, user._id, deps.policyVersions, deps.now());
    res.json({ success: true, user: { ...toSessionUser(user), standing: standing ?? 'ok' } });
  });

  router.use(emailVerificationRoutes(deps));

  return router;
}

/**
 * An account staff created (or an admin's compliance officer) is verified by its first sign-in:
 * the temporary password reached its owner. A self-sign-up proves nothing by signing in.
 */
async function confirmEmailBySignIn(deps: ApiDeps, user: UserDocument): Promise<UserDocument> {
  if (user.emailVerified || user.createdBy === 'self') {
    return user;
  }
  const result = await handleUserCommand(deps, user, {
    type: 'ConfirmEmailBySignIn',
    data: { userId: user._id },
    metadata: { now: deps.now() },
  });
  if (result.events.length === 0) {
    return user;
  }
  await deps.awaitProjections(result.streamId, result.position);
  deps.logger.info('e-mail verified', { userId: user._id, method: 'first_sign_in' });
  const updated = await deps.readModels.collection<UserRecord>(USERS_COLLECTION).findOne({ _id: user._id });
  return isLiveUser(updated) ? updated : user;
}

/** A new session id at sign-in stops session fixation; remember-me decides the cookie's life. */
export async function signIn(req: Request, user: UserDocument, rememberMe: boolean): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(toError(error)) : resolve())),
  );
  req.session.userId = user._id;
  req.session.role = user.role;
  req.session.organisationId = user.organisationId;
  if (user.mustChangePassword) {
    req.session.mustChangePassword = true;
  }
  if (rememberMe) {
    req.session.cookie.maxAge = REMEMBER_ME_MS;
  } else {
    req.session.cookie.expires = undefined;
  }
  // answer only once the session is stored, so a store outage is an error, not a silent sign-out
  await new Promise<void>((resolve, reject) =>
    req.session.save((error: unknown) => (error ? reject(toError(error)) : resolve())),
  );
}

export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
