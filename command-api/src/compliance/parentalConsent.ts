import express, { Router } from 'express';
import type { ConsentSource, ConsentType } from '@portal/contracts';
import { PARENTAL_CONSENT_TTL_MS, complianceStreams } from '@portal/contracts';
import type { CommandResult, HandleCommand } from '@portal/platform';
import { DomainError } from '@portal/platform';
import type { PrivacyDocument, UserRecord } from '@portal/projections';
import { isLiveUser } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { parentalConsentMail } from '../accounts/mails';
import { linkTokenHash, newLinkToken } from '../accounts/tokens';
import { INVALID_PARENT_LINK, privacyDecider } from './decider';
import { messagePage, parentalConsentPage } from './pages';

interface Subject {
  userId: string;
  organisationId: string;
}

export async function recordConsent(
  deps: ApiDeps,
  subject: Subject,
  consent: {
    consentType: ConsentType;
    consentGiven: boolean;
    source: ConsentSource;
    parentalConsentEmail?: string | null;
  },
  now: Date,
): Promise<CommandResult<unknown>> {
  const version =
    consent.consentType === 'privacy_policy' || consent.consentType === 'terms_of_service'
      ? deps.policyVersions[consent.consentType]
      : null;
  return deps.handle(
    privacyDecider,
    complianceStreams.consent(subject.userId),
    {
      type: 'RecordConsent',
      data: {
        ...subject,
        consentType: consent.consentType,
        consentGiven: consent.consentGiven,
        version,
        source: consent.source,
        parentalConsentEmail: consent.parentalConsentEmail ?? null,
      },
      metadata: { now },
    },
    { organisationId: subject.organisationId },
  );
}

/** Sign-up step 3: terms and privacy agreed, essential cookies on, marketing as chosen. */
export async function recordRegistrationConsents(
  deps: ApiDeps,
  subject: Subject,
  marketing: boolean,
  now: Date,
): Promise<void> {
  const given: ConsentType[] = ['privacy_policy', 'terms_of_service', 'cookies_essential'];
  if (marketing) {
    given.push('marketing_emails');
  }
  let last: CommandResult<unknown> | null = null;
  for (const consentType of given) {
    last = await recordConsent(
      deps,
      subject,
      { consentType, consentGiven: true, source: 'registration' },
      now,
    );
  }
  if (last) {
    await deps.awaitProjections(last.streamId, last.position);
  }
}

/** A child under 16: their parent gets a link; until they confirm, the consent gate stays shut. */
export async function requestParentalConsent(
  deps: ApiDeps,
  child: Subject & { firstName: string },
  parentEmail: string,
  parentName: string | null,
  now: Date,
): Promise<void> {
  const { token, hash } = newLinkToken();
  const result = await deps.handle(
    privacyDecider,
    complianceStreams.consent(child.userId),
    {
      type: 'RequestParentalConsent',
      data: {
        userId: child.userId,
        organisationId: child.organisationId,
        tokenHash: hash,
        parentEmail,
        expiresAt: new Date(now.getTime() + PARENTAL_CONSENT_TTL_MS).toISOString(),
      },
      metadata: { now },
    },
    { organisationId: child.organisationId },
  );
  if (result.events.length === 0) {
    return; // already confirmed
  }
  await deps.awaitProjections(result.streamId, result.position);
  await deps.mailer.send(
    parentalConsentMail(
      parentEmail,
      parentName,
      child.firstName,
      `${deps.publicUrl()}/parental-consent/${token}`,
    ),
  );
}

/** Seeding and staff tools: a parent's confirmation recorded without a mailed link. */
export async function confirmParentalConsentDirectly(
  handle: HandleCommand,
  child: Subject,
  parentEmail: string,
  now: Date,
): Promise<CommandResult<unknown>> {
  const { hash } = newLinkToken();
  const stream = complianceStreams.consent(child.userId);
  const metadata = { organisationId: child.organisationId };
  const expiresAt = new Date(now.getTime() + PARENTAL_CONSENT_TTL_MS).toISOString();
  await handle(
    privacyDecider,
    stream,
    {
      type: 'RequestParentalConsent',
      data: { ...child, tokenHash: hash, parentEmail, expiresAt },
      metadata: { now },
    },
    metadata,
  );
  return handle(
    privacyDecider,
    stream,
    { type: 'ConfirmParentalConsent', data: { ...child, tokenHash: hash }, metadata: { now } },
    metadata,
  );
}

/** The parent's pages: GET shows who asks, POST confirms (mail scanners that follow links confirm nothing). */
export function parentalConsentPages(deps: ApiDeps): Router {
  const router = Router();
  const privacy = deps.readModels.collection<PrivacyDocument>('privacy');
  const users = deps.readModels.collection<UserRecord>('users');

  const find = async (token: string) => {
    if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) {
      return null;
    }
    const document = await privacy.findOne({ 'parental.tokenHash': linkTokenHash(token) });
    if (!document || document.parental.status !== 'pending') {
      return null;
    }
    if ((document.parental.expiresAt ?? '') <= deps.now().toISOString()) {
      return null;
    }
    const child = await users.findOne({ _id: document._id });
    return isLiveUser(child) ? { document, child } : null;
  };

  router.get('/parental-consent/:token', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const found = await find(req.params.token);
    if (!found) {
      res.status(400).type('html').send(messagePage('Link not valid', INVALID_PARENT_LINK));
      return;
    }
    res.type('html').send(parentalConsentPage(found.child.firstName, req.params.token));
  });

  router.post(
    '/parental-consent/:token',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const found = await find(req.params.token);
      if (!found) {
        res.status(400).type('html').send(messagePage('Link not valid', INVALID_PARENT_LINK));
        return;
      }
      try {
        const result = await deps.handle(
          privacyDecider,
          complianceStreams.consent(found.child._id),
          {
            type: 'ConfirmParentalConsent',
            data: {
              userId: found.child._id,
              organisationId: found.child.organisationId,
              tokenHash: linkTokenHash(req.params.token),
            },
            metadata: { now: deps.now() },
          },
          { organisationId: found.child.organisationId },
        );
        await deps.awaitProjections(result.streamId, result.position);
      } catch (error) {
        if (error instanceof DomainError) {
          res.status(error.status).type('html').send(messagePage('Link not valid', error.message));
          return;
        }
        throw error;
      }
      deps.logger.info('parental consent confirmed', { userId: found.child._id });
      res
        .type('html')
        .send(
          messagePage(
            'Thank you',
            `You have confirmed ${found.child.firstName}'s account. They can now use 11+ Portal. You can close this page.`,
          ),
        );
    },
  );

  return router;
}
