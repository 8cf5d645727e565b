import express, { Router } from 'express';
import type { VerifyEmailRequest } from '@portal/contracts';
import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFICATION_TTL_MS,
  EMAIL_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_LINK,
  VERIFICATION_SENT_MESSAGE,
  VerifyEmailRequest as VerifyEmailSchema,
} from '@portal/contracts';
import { DomainError, TooManyRequestsError, ValidationError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { validateBody } from '../http/validate';
import { signedInUser } from '../http/signedInUser';
import { escapeHtml } from '../http/escapeHtml';
import { messagePage, page } from '../compliance/pages';
import { handleUserCommand, issueLink } from './userCommand';
import { emailVerificationMail } from './mails';
import { linkTokenHash } from './tokens';
import type { LinkMailDecision } from './linkMails';
import { reserveLinkMail } from './linkMails';
import { tooMany } from './loginThrottle';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * Mails a new verification link to the account's own address, within the link-mail limits
 * (3 per recipient an hour, 10 per account a day, not again while a fresh one is pending).
 * The link is 256 random bits; only its SHA-256 is stored; only the newest one works, 24 hours.
 */
export async function sendVerificationLink(
  deps: ApiDeps,
  user: UserDocument,
  now: Date,
): Promise<LinkMailDecision> {
  if (user.emailVerified) {
    return { send: false, reason: 'pending', retryAfterMs: 0 };
  }
  const decision = await reserveLinkMail(deps.rateLimiter, deps.secret, {
    recipient: user.email,
    senderId: user._id,
    pending: {
      to: user.email,
      sentAt: user.emailVerificationSentAt ?? null,
      expiresAt: user.emailVerificationExpiresAt ?? null,
    },
    now,
  });
  if (!decision.send) {
    deps.logger.info('verification e-mail withheld', { userId: user._id, reason: decision.reason });
    return decision;
  }
  const token = await issueLink(deps, user, 'RequestEmailVerification', EMAIL_VERIFICATION_TTL_MS, now);
  await deps.mailer.send(
    emailVerificationMail(user.email, user.firstName, `${deps.publicUrl()}/verify-email/${token}`),
  );
  deps.logger.info('verification e-mail sent', { userId: user._id });
  return decision;
}

type Verification =
  | { outcome: 'verified'; user: UserDocument }
  | { outcome: 'already'; user: UserDocument }
  | { outcome: 'invalid' };

/** Verifies with a link token: the newest, unexpired link of a live account, once. */
async function verifyWithToken(deps: ApiDeps, token: string): Promise<Verification> {
  if (!TOKEN_PATTERN.test(token)) {
    return { outcome: 'invalid' };
  }
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const found = await users.findOne({ emailVerificationTokenHash: linkTokenHash(token), status: 'active' });
  const now = deps.now();
  if (
    !isLiveUser(found) ||
    !found.emailVerificationExpiresAt ||
    found.emailVerificationExpiresAt <= now.toISOString()
  ) {
    return { outcome: 'invalid' };
  }
  if (found.emailVerified) {
    return { outcome: 'already', user: found };
  }
  try {
    const result = await handleUserCommand(deps, found, {
      type: 'VerifyEmail',
      data: { userId: found._id, tokenHash: linkTokenHash(token) },
      metadata: { now },
    });
    await deps.awaitProjections(result.streamId, result.position);
  } catch (error) {
    if (error instanceof ValidationError) {
      return { outcome: 'invalid' };
    }
    throw error;
  }
  deps.logger.info('e-mail verified', { userId: found._id, method: 'link' });
  return { outcome: 'verified', user: found };
}

/** POST /auth/verify-email {token} and POST /auth/resend-verification (signed in). */
export function emailVerificationRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.post('/auth/verify-email', validateBody(VerifyEmailSchema), async (req, res) => {
    const { token } = req.body as VerifyEmailRequest;
    const verification = await verifyWithToken(deps, token);
    if (verification.outcome === 'invalid') {
      throw new ValidationError(INVALID_VERIFICATION_LINK);
    }
    res.json({
      success: true,
      emailVerified: true,
      message: verification.outcome === 'already' ? ALREADY_VERIFIED_MESSAGE : EMAIL_VERIFIED_MESSAGE,
    });
  });

  router.post('/auth/resend-verification', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    if (user.emailVerified) {
      res.json({ success: true, emailVerified: true, message: ALREADY_VERIFIED_MESSAGE });
      return;
    }
    const decision = await sendVerificationLink(deps, user, deps.now());
    if (!decision.send) {
      // the caller's own address and account: saying "not now" reveals nothing about anyone else
      throw decision.reason === 'pending'
        ? justSent(decision.retryAfterMs)
        : tooMany(decision.retryAfterMs, 'verification e-mails');
    }
    res.json({ success: true, emailVerified: false, message: VERIFICATION_SENT_MESSAGE });
  });

  return router;
}

/** 429 while the newest link is fresh: it is probably in the inbox already. */
function justSent(retryAfterMs: number): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(
    `We sent you a link a few minutes ago. Please look in your inbox and spam folder, or ask for a new one in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}

function verifyEmailPage(token: string): string {
  return page(
    'Verify your e-mail address',
    `<h1>Verify your e-mail address</h1>
<p>Press the button to confirm that this e-mail address belongs to your 11+ Portal account.</p>
<form method="post" action="/verify-email/${escapeHtml(token)}"><button type="submit">Verify my e-mail address</button></form>
<p style="font-size:.9rem;color:#6b7280">If you did not sign up to 11+ Portal, close this page: nothing happens.</p>`,
  );
}

/**
 * The page the e-mailed link opens: GET shows a button, POST verifies. Mail scanners that follow
 * links therefore verify nothing; only a person pressing the button does.
 */
export function emailVerificationPages(deps: ApiDeps): Router {
  const router = Router();

  router.get('/verify-email/:token', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'same-origin');
    const { token } = req.params;
    const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
    const found = TOKEN_PATTERN.test(token)
      ? await users.findOne({ emailVerificationTokenHash: linkTokenHash(token), status: 'active' })
      : null;
    if (!isLiveUser(found) || (found.emailVerificationExpiresAt ?? '') <= deps.now().toISOString()) {
      res.status(400).type('html').send(messagePage('Link not valid', INVALID_VERIFICATION_LINK));
      return;
    }
    if (found.emailVerified) {
      res.type('html').send(messagePage('Already verified', ALREADY_VERIFIED_MESSAGE));
      return;
    }
    res.type('html').send(verifyEmailPage(token));
  });

  router.post(
    '/verify-email/:token',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Referrer-Policy', 'same-origin');
      try {
        const verification = await verifyWithToken(deps, req.params.token);
        if (verification.outcome === 'invalid') {
          res.status(400).type('html').send(messagePage('Link not valid', INVALID_VERIFICATION_LINK));
          return;
        }
        res
          .type('html')
          .send(
            verification.outcome === 'already'
              ? messagePage('Already verified', ALREADY_VERIFIED_MESSAGE)
              : messagePage(
                  'E-mail address verified',
                  `${EMAIL_VERIFIED_MESSAGE} You can now go back to 11+ Portal.`,
                ),
          );
      } catch (error) {
        if (error instanceof DomainError) {
          res.status(error.status).type('html').send(messagePage('Link not valid', error.message));
          return;
        }
        throw error;
      }
    },
  );

  return router;
}
