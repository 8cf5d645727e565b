import { Router } from 'express';
import type { ChangePasswordRequest, ForgotPasswordRequest, ResetPasswordRequest } from '@portal/contracts';
import {
  ChangePasswordRequest as ChangePasswordSchema,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordRequest as ForgotPasswordSchema,
  INVALID_RESET_LINK,
  RESET_TOKEN_TTL_MS,
  ResetPasswordRequest as ResetPasswordSchema,
  ResetToken,
  accountsStreams,
} from '@portal/contracts';
import { ValidationError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { validateBody } from '../http/validate';
import { callerOf } from '../http/auth';
import { signedInUser } from '../http/signedInUser';
import { userDecider } from './decider';
import { passwordResetMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import { linkTokenHash, newLinkToken } from './tokens';
import { LoginThrottle, accountWithinMailLimit, limitAddress } from './loginThrottle';
import { clientAddress, toError } from './authRoutes';

export function passwordRoutes(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const throttle = new LoginThrottle(deps.rateLimiter, deps.secret);

  /** The user a reset link belongs to, if the link is the newest one and still valid. */
  const holderOf = async (token: string): Promise<UserDocument | null> => {
    if (!ResetToken.safeParse(token).success) {
      return null;
    }
    const user = await users.findOne({ resetTokenHash: linkTokenHash(token), status: 'active' });
    if (!isLiveUser(user) || !user.resetExpiresAt || user.resetExpiresAt <= deps.now().toISOString()) {
      return null;
    }
    return user;
  };

  router.post('/auth/forgot-password', validateBody(ForgotPasswordSchema), async (req, res) => {
    const { email } = req.body as ForgotPasswordRequest;
    await limitAddress(
      deps.rateLimiter,
      deps.secret,
      'forgot',
      clientAddress(req),
      'password reset requests',
    );
    // answer first, then work: the time taken must not tell whether the account exists
    res.json({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    sendResetLink(email).catch((error: unknown) =>
      deps.logger.error('password reset e-mail failed', { error }),
    );
  });

  const sendResetLink = async (email: string): Promise<void> => {
    const found = await users.findOne({ email, status: 'active' });
    if (isLiveUser(found) && (await accountWithinMailLimit(deps.rateLimiter, deps.secret, 'forgot', email))) {
      const now = deps.now();
      const { token, hash } = newLinkToken();
      const result = await deps.handle(
        userDecider,
        accountsStreams.user(found._id),
        {
          type: 'RequestPasswordReset',
          data: {
            userId: found._id,
            tokenHash: hash,
            expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
          },
          metadata: { now },
        },
        { organisationId: found.organisationId },
      );
      await deps.awaitProjections(result.streamId, result.position);
      await deps.mailer.send(
        passwordResetMail(found.email, found.firstName, `${deps.publicUrl()}/reset-password/${token}`),
      );
    }
  };

  router.get('/auth/verify-reset-token/:token', async (req, res) => {
    if (!(await holderOf(req.params.token))) {
      throw new ValidationError(INVALID_RESET_LINK);
    }
    res.json({ success: true, valid: true });
  });

  router.post('/auth/reset-password', validateBody(ResetPasswordSchema), async (req, res) => {
    const { token, password } = req.body as ResetPasswordRequest;
    const user = await holderOf(token);
    if (!user) {
      throw new ValidationError(INVALID_RESET_LINK);
    }
    const result = await deps.handle(
      userDecider,
      accountsStreams.user(user._id),
      {
        type: 'ResetPassword',
        data: {
          userId: user._id,
          tokenHash: linkTokenHash(token),
          passwordHash: await hashPassword(password),
        },
        metadata: { now: deps.now() },
      },
      { organisationId: user.organisationId },
    );
    await deps.awaitProjections(result.streamId, result.position);
    // whoever knew the old password is signed out everywhere; the owner is no longer locked out
    await deps.purgeSessions(user._id);
    await throttle.clear(user.email);
    deps.logger.info('password reset', { userId: user._id });
    res.json({ success: true, message: 'Your password has been reset. You can now sign in.' });
  });

  router.put('/profile/password', validateBody(ChangePasswordSchema), async (req, res) => {
    const caller = callerOf(req);
    const { currentPassword, newPassword } = req.body as ChangePasswordRequest;
    const user = await signedInUser(deps.readModels, req);
    // the same limits as sign-in: a stolen session cannot guess the password faster than a sign-in could
    const valid = await throttle.guard(user.email, clientAddress(req), () =>
      verifyPassword(currentPassword, user.passwordHash),
    );
    if (!valid) {
      throw new ValidationError('Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    }
    if (user.mustChangePassword && newPassword === currentPassword) {
      throw new ValidationError('Please choose a new password, not the temporary one', [
        { field: 'newPassword', message: 'Please choose a new password, not the temporary one' },
      ]);
    }
    const result = await deps.handle(
      userDecider,
      accountsStreams.user(caller.userId),
      {
        type: 'ChangePassword',
        data: { userId: caller.userId, passwordHash: await hashPassword(newPassword) },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    await deps.awaitProjections(result.streamId, result.position);
    // other devices signed in with the old password are signed out; this one stays
    await deps.purgeSessions(caller.userId, req.session.id);
    if (req.session.mustChangePassword) {
      req.session.mustChangePassword = false;
      await new Promise<void>((resolve, reject) =>
        req.session.save((error: unknown) => (error ? reject(toError(error)) : resolve())),
      );
    }
    deps.logger.info('password changed', { userId: caller.userId });
    res.json({ success: true, message: 'Password changed successfully!' });
  });

  return router;
}
