import express, { Router } from 'express';
import type { Response } from 'express';
import { COMMUNICATION_KIND_LABELS, UNSUBSCRIBE_MESSAGES, maskEmail } from '@portal/contracts';
import type { UserRecord } from '@portal/projections';
import { USERS_COLLECTION, isLiveUser, receivesKind } from '@portal/projections';
import { messagePage, page } from '../compliance/pages';
import type { ApiDeps } from '../deps';
import { escapeHtml } from '../http/escapeHtml';
import { preferencesDocument, setCommunication } from './communication';
import { readUnsubscribeToken } from './unsubscribeToken';

/**
 * The unsubscribe link of every reminder and digest (issue 20 item 4), without signing in: the
 * signed token names the person and the kind. GET shows what the link stops and asks to confirm
 * (a mail scanner following links stops nothing); POST records it on the person's communication
 * stream. POST with `List-Unsubscribe=One-Click` (RFC 8058) is what a mail client's one-click
 * unsubscribe sends. The session is never read: whoever is signed in on this browser, the link
 * acts for the person it was mailed to, and only for them.
 */
export function unsubscribePages(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  /** The token's person and kind, or null with the answer given: 400 forged or altered, 404 gone. */
  const open = async (token: string, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const named = readUnsubscribeToken(deps.secret, token);
    if (!named) {
      res.status(400).type('html').send(messagePage('Link not valid', UNSUBSCRIBE_MESSAGES.invalid));
      return null;
    }
    const user = await users.findOne({ _id: named.userId });
    if (!isLiveUser(user) || user.status !== 'active') {
      res.status(404).type('html').send(messagePage('Link not valid', UNSUBSCRIBE_MESSAGES.gone));
      return null;
    }
    return { user, kind: named.kind };
  };

  const donePage = (kind: keyof typeof COMMUNICATION_KIND_LABELS, email: string) =>
    messagePage(
      'You are unsubscribed',
      `${maskEmail(email)} will no longer receive ${COMMUNICATION_KIND_LABELS[kind]} from 11+ Portal. You can turn them back on from your privacy page after signing in.`,
    );

  router.get('/unsubscribe/:token', async (req, res) => {
    const found = await open(req.params.token, res);
    if (!found) {
      return;
    }
    const { user, kind } = found;
    if (!receivesKind(await preferencesDocument(deps, user._id), kind)) {
      res.type('html').send(donePage(kind, user.email));
      return;
    }
    const label = escapeHtml(COMMUNICATION_KIND_LABELS[kind]);
    res.type('html').send(
      page(
        'Unsubscribe',
        `<h1>Stop ${label}?</h1>
<p>This stops ${label} to ${escapeHtml(maskEmail(user.email))}. Other e-mails about your account (a password reset, a cancelled exam) still arrive.</p>
<form method="post" action="/unsubscribe/${escapeHtml(req.params.token)}"><button type="submit">Unsubscribe</button></form>
<p><a href="/">Go to 11+ Portal</a></p>`,
      ),
    );
  });

  router.post(
    '/unsubscribe/:token',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const found = await open(req.params.token, res);
      if (!found) {
        return;
      }
      const { user, kind } = found;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const oneClick = body['List-Unsubscribe'] === 'One-Click';
      await setCommunication(
        deps,
        { userId: user._id, organisationId: user.organisationId },
        kind,
        false,
        oneClick ? 'one_click' : 'link',
      );
      deps.logger.info('communication unsubscribed', { userId: user._id, kind });
      res.type('html').send(donePage(kind, user.email));
    },
  );

  return router;
}
