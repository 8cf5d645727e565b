import { Router } from 'express';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@portal/contracts';
import {
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordRequest as ForgotPasswordSchema,
  INVALID_RESET_LINK,
  RESET_TOKEN_TTL_MS,
  ResetPasswordRequest as ResetPasswordSchema,
  ResetToken,
} from '@portal/contracts';
import { ValidationError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { validateBody } from '../http/validate';
import { passwordResetMail } from './mails';
import { hashPassword } from './passwords';
import { linkTokenHash } from './tokens';
import type { LoginThrottle } from './loginThrottle';
import { accountWithinMailLimit, limitAddress } from './loginThrottle';
import { clientAddress } from './authRoutes';
import { handleUserCommand, issueLink } from './userCommand';

/** A forgotten password: a mailed link (only the newest works, once, until it expires) sets a new one. */
export function passwordResetRoutes(deps: ApiDeps, throttle: LoginThrottle): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

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

  /** Mails a reset link to a live account, within the link-mail limits; silent otherwise. */
  const sendResetLink = async (email: string): Promise<void> => {
    const found = await users.findOne({ email, status: 'active' });
    if (
      !isLiveUser(found) ||
      !(await accountWithinMailLimit(deps.rateLimiter, deps.secret, 'forgot', email))
    ) {
      return;
    }
    const token = await issueLink(deps, found, 'RequestPasswordReset', RESET_TOKEN_TTL_MS, deps.now());
    await deps.mailer.send(
      passwordResetMail(found.email, found.firstName, `${deps.publicUrl()}/reset-password/${token}`),
    );
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
    const result = await handleUserCommand(deps, user, {
      type: 'ResetPassword',
      data: { userId: user._id, tokenHash: linkTokenHash(token), passwordHash: await hashPassword(password) },
      metadata: { now: deps.now() },
    });
    await deps.awaitProjections(result.streamId, result.position);
    // whoever knew the old password is signed out everywhere; the owner is no longer locked out
    await deps.purgeSessions(user._id);
    await throttle.clear(user.email);
    deps.logger.info('password reset', { userId: user._id });
    res.json({ success: true, message: 'Your password has been reset. You can now sign in.' });
  });

  return router;
}
