import express, { Router } from 'express';
import type { Request, Response } from 'express';
import type { ConsentSource, ConsentType } from '@portal/contracts';
import { PARENTAL_CONSENT_TTL_MS, complianceStreams } from '@portal/contracts';
import type { CommandResult, HandleCommand } from '@portal/platform';
import { DomainError } from '@portal/platform';
import type { PrivacyDocument, UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, PRIVACY_COLLECTION, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { parentalConsentMail } from '../accounts/mails';
import { linkTokenHash, newLinkToken } from '../accounts/tokens';
import { reserveLinkMail } from '../accounts/linkMails';
import { INVALID_PARENT_LINK, privacyDecider } from './decider';
import type { ConsentPageVisitor } from './pages';
import { messagePage, parentLinkPage, parentRefusedPage, parentalConsentPage } from './pages';
import { linkParent } from '../people/familyRoutes';

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

/**
 * A child under 16: their parent gets a link; until they confirm, the consent gate stays shut.
 * Link-mail limits (issue 15): 3 mails per parent address an hour and 10 per child a day, and
 * none while a fresh link to the same address is pending. A request over a limit changes
 * nothing and sends nothing, silently: the answer never tells a child (or a stranger naming an
 * address) what anyone else has asked. Resolves to whether a mail went out.
 */
export async function requestParentalConsent(
  deps: ApiDeps,
  child: Subject & { firstName: string },
  parentEmail: string,
  parentName: string | null,
  now: Date,
): Promise<boolean> {
  const current = await deps.readModels
    .collection<PrivacyDocument>(PRIVACY_COLLECTION)
    .findOne({ _id: child.userId });
  if (current?.parental.status === 'confirmed') {
    return false; // already confirmed: nothing to ask
  }
  const parental = current?.parental.status === 'pending' ? current.parental : null;
  const decision = await reserveLinkMail(deps.rateLimiter, deps.secret, {
    recipient: parentEmail,
    senderId: child.userId,
    pending: parental && {
      to: parental.parentEmail,
      sentAt: parental.expiresAt
        ? new Date(Date.parse(parental.expiresAt) - PARENTAL_CONSENT_TTL_MS).toISOString()
        : null,
      expiresAt: parental.expiresAt,
    },
    now,
  });
  if (!decision.send) {
    deps.logger.info('parental consent e-mail withheld', {
      userId: child.userId,
      reason: decision.reason,
    });
    return false;
  }
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
    return false; // already confirmed
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
  return true;
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
  const privacy = deps.readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION);
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  // the session tells whether a parent account is signed in on this browser (to link it)
  router.use('/parental-consent', deps.session);

  /** A valid link: pending, or confirmed and not yet expired (a parent account can still be linked). */
  const find = async (token: string) => {
    if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) {
      return null;
    }
    const document = await privacy.findOne({ 'parental.tokenHash': linkTokenHash(token) });
    if (!document || document.parental.status === 'not_required') {
      return null;
    }
    if ((document.parental.expiresAt ?? '') <= deps.now().toISOString()) {
      return null;
    }
    const child = await users.findOne({ _id: document._id });
    return isLiveUser(child) ? { document, child } : null;
  };

  const visitorOf = async (
    req: Request,
    child: UserDocument,
  ): Promise<{ visitor: ConsentPageVisitor; parent: UserDocument | null }> => {
    const userId = req.session.userId;
    if (!userId) {
      return { visitor: { kind: 'anonymous' }, parent: null };
    }
    const user = await users.findOne({ _id: userId });
    if (!isLiveUser(user) || user.role !== 'parent' || user.organisationId !== child.organisationId) {
      return { visitor: isLiveUser(user) ? { kind: 'other' } : { kind: 'anonymous' }, parent: null };
    }
    const linked = (child.parentIds ?? []).includes(user._id);
    return { visitor: { kind: 'parent', firstName: user.firstName, linked }, parent: user };
  };

  const expiresOn = (document: PrivacyDocument) =>
    new Date(document.parental.expiresAt ?? 0).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });

  const linkVisitor = async (child: UserDocument, parent: UserDocument | null): Promise<boolean> => {
    if (!parent) {
      return false;
    }
    await linkParent(
      deps,
      {
        childId: child._id,
        parentId: parent._id,
        organisationId: child.organisationId,
        method: 'consent_link',
      },
      { userId: parent._id, role: parent.role },
      deps.now(),
    );
    deps.logger.info('parent linked by consent link', { childId: child._id, parentId: parent._id });
    return true;
  };

  const invalid = (res: Response) =>
    res.status(400).type('html').send(messagePage('Link not valid', INVALID_PARENT_LINK));

  /**
   * The parent's answer, decided on the child's consent stream; false when the decider refuses
   * it (the refusal page is then the answer).
   */
  const answer = async (
    res: Response,
    child: UserDocument,
    token: string,
    type: 'ConfirmParentalConsent' | 'RefuseParentalConsent',
  ): Promise<boolean> => {
    try {
      const result = await deps.handle(
        privacyDecider,
        complianceStreams.consent(child._id),
        {
          type,
          data: { userId: child._id, organisationId: child.organisationId, tokenHash: linkTokenHash(token) },
          metadata: { now: deps.now() },
        },
        { organisationId: child.organisationId },
      );
      await deps.awaitProjections(result.streamId, result.position);
      return true;
    } catch (error) {
      if (error instanceof DomainError) {
        res.status(error.status).type('html').send(messagePage('Link not valid', error.message));
        return false;
      }
      throw error;
    }
  };

  /**
   * The link a parent's page is about, the answer kept out of caches and referrers; null, with
   * the "not valid" page answered, when the link is unknown, expired or in a state the page refuses.
   */
  const openLink = async (
    token: string,
    res: Response,
    accepts: (status: PrivacyDocument['parental']['status']) => boolean = () => true,
  ) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'same-origin');
    const found = await find(token);
    if (!found || !accepts(found.document.parental.status)) {
      invalid(res);
      return null;
    }
    return found;
  };

  router.get('/parental-consent/:token', async (req, res) => {
    const found = await openLink(req.params.token, res);
    if (!found) {
      return;
    }
    const { visitor } = await visitorOf(req, found.child);
    const { status } = found.document.parental;
    res
      .type('html')
      .send(
        status === 'confirmed'
          ? parentLinkPage(found.child.firstName, req.params.token, visitor, expiresOn(found.document))
          : status === 'refused'
            ? parentRefusedPage(found.child.firstName, req.params.token, expiresOn(found.document))
            : parentalConsentPage(found.child.firstName, req.params.token, visitor),
      );
  });

  const urlencoded = express.urlencoded({ extended: false, limit: '2kb' });

  router.post('/parental-consent/:token', urlencoded, async (req, res) => {
    const found = await openLink(req.params.token, res);
    if (!found) {
      return;
    }
    if (!(await answer(res, found.child, req.params.token, 'ConfirmParentalConsent'))) {
      return;
    }
    deps.logger.info('parental consent confirmed', { userId: found.child._id });
    const { visitor, parent } = await visitorOf(req, found.child);
    const linked = await linkVisitor(found.child, visitor.kind === 'parent' ? parent : null);
    const name = found.child.firstName;
    res
      .type('html')
      .send(
        linked
          ? messagePage(
              'Thank you',
              `You have confirmed ${name}'s account and linked it to your parent account: you can follow ${name}'s exams and progress in 11+ Portal.`,
            )
          : parentLinkPage(name, req.params.token, visitor, expiresOn(found.document), true),
      );
  });

  router.post('/parental-consent/:token/refuse', urlencoded, async (req, res) => {
    const found = await openLink(req.params.token, res, (status) => status !== 'confirmed');
    if (!found) {
      return;
    }
    if (!(await answer(res, found.child, req.params.token, 'RefuseParentalConsent'))) {
      return;
    }
    deps.logger.info('parental consent refused', { userId: found.child._id });
    res
      .type('html')
      .send(parentRefusedPage(found.child.firstName, req.params.token, expiresOn(found.document)));
  });

  router.post('/parental-consent/:token/link', urlencoded, async (req, res) => {
    const found = await openLink(req.params.token, res, (status) => status === 'confirmed');
    if (!found) {
      return;
    }
    const { visitor, parent } = await visitorOf(req, found.child);
    if (visitor.kind !== 'parent' || !parent) {
      res
        .status(403)
        .type('html')
        .send(parentLinkPage(found.child.firstName, req.params.token, visitor, expiresOn(found.document)));
      return;
    }
    await linkVisitor(found.child, parent);
    res
      .type('html')
      .send(
        messagePage(
          'Account linked',
          `${found.child.firstName} is now linked to your parent account: you can follow their exams and progress in 11+ Portal.`,
        ),
      );
  });

  return router;
}
