import { escapeHtml } from '../http/escapeHtml';
import { exhaustive } from '@portal/platform';

/** Small server-rendered pages for people without an account (a parent confirming a child). */

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f7fb;color:#1f2937}
main{max-width:560px;margin:48px auto;padding:32px;background:#fff;border-radius:16px;box-shadow:0 4px 24px rgba(15,23,42,.08)}
h1{font-size:1.5rem;margin:0 0 16px;color:#1d4ed8}p{line-height:1.6}ul{line-height:1.6;padding-left:20px}
button{font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:10px;padding:12px 22px;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}a{color:#1d4ed8}
button.secondary{background:#fff;color:#1d4ed8;border:2px solid #1d4ed8;padding:10px 20px}form+form{margin-top:12px}
@media (max-width:600px){main{margin:0;border-radius:0;min-height:100vh;padding:24px}}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · 11+ Portal</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to 11+ Portal</a></p>`,
  );
}

/** Who is signed in on the parent's browser, as far as the consent page needs to know. */
export type ConsentPageVisitor =
  { kind: 'anonymous' } | { kind: 'parent'; firstName: string; linked: boolean } | { kind: 'other' };

function visitorNote(name: string, visitor: ConsentPageVisitor): string {
  switch (visitor.kind) {
    case 'parent':
      return visitor.linked
        ? `<p>${name} is already linked to your parent account, ${escapeHtml(visitor.firstName)}.</p>`
        : `<p>You are signed in to your parent account, ${escapeHtml(visitor.firstName)}: confirming also links ${name} to it, so you can follow ${name}'s exams and progress.</p>`;
    case 'other':
      return `<p>This browser is signed in to an account that is not a parent account: confirming does not link ${name} to it. To follow ${name}'s progress, sign out, sign in to (or create) a parent account and open this link again.</p>`;
    case 'anonymous':
      return `<p>To follow ${name}'s exams and progress, sign in to your parent account (or create one) on 11+ Portal in this browser and open this link again while it is valid.</p>`;
    default:
      return exhaustive(visitor);
  }
}

export function parentalConsentPage(
  childFirstName: string,
  token: string,
  visitor: ConsentPageVisitor,
): string {
  const name = escapeHtml(childFirstName);
  return page(
    'Parental consent',
    `<h1>Confirm ${name}'s account</h1>
<p>${name} has an account on 11+ Portal to practise for the 11-plus exams. Because ${name} is under 16, UK data-protection law asks a parent or carer to agree first.</p>
<p>If you confirm:</p>
<ul><li>we keep ${name}'s name, e-mail, date of birth and exam results to run their practice and show their progress;</li>
<li>analytics and marketing stay off unless you or ${name} turn them on;</li>
<li>you can follow ${name}'s results from a parent account linked by this e-mail's link (nobody sees ${name}'s data just by knowing your address);</li>
<li>you can ask us to export or delete ${name}'s data at any time.</li></ul>
${visitorNote(name, visitor)}
<p>Read the <a href="/privacy-policy" target="_blank" rel="noopener">privacy policy</a> and the <a href="/terms-of-service" target="_blank" rel="noopener">terms of service</a>.</p>
<form method="post" action="/parental-consent/${escapeHtml(token)}"><button type="submit">I am ${name}'s parent or carer and I agree</button></form>
<form method="post" action="/parental-consent/${escapeHtml(token)}/refuse"><button type="submit" class="secondary">I do not agree</button></form>
<p style="font-size:.9rem;color:#6b7280">If you did not expect this, close this page: nothing happens and ${name}'s account stays locked.</p>`,
  );
}

/** The link after the parent confirmed: a signed-in parent account can still be linked until it expires. */
export function parentLinkPage(
  childFirstName: string,
  token: string,
  visitor: ConsentPageVisitor,
  expiresOn: string,
  justConfirmed = false,
): string {
  const name = escapeHtml(childFirstName);
  const action =
    visitor.kind === 'parent' && !visitor.linked
      ? `<form method="post" action="/parental-consent/${escapeHtml(token)}/link"><button type="submit">Link ${name} to my parent account</button></form>`
      : '';
  const note =
    visitor.kind === 'parent' && !visitor.linked
      ? `<p>You are signed in to your parent account, ${escapeHtml(visitor.firstName)}.</p>`
      : visitorNote(name, visitor);
  return page(
    'Parental consent',
    `${
      justConfirmed
        ? `<h1>Thank you</h1>\n<p>You have confirmed ${name}'s account. They can now use 11+ Portal.</p>`
        : `<h1>${name}'s account is confirmed</h1>\n<p>${name} can use 11+ Portal.</p>`
    }
<p>This link stays valid for linking a parent account until ${escapeHtml(expiresOn)}.</p>
${note}${action}
<p><a href="/">Go to 11+ Portal</a></p>`,
  );
}

/** The parent said no: the account stays locked; the same link lets them change their mind while valid. */
export function parentRefusedPage(childFirstName: string, token: string, expiresOn: string): string {
  const name = escapeHtml(childFirstName);
  return page(
    'Parental consent',
    `<h1>You did not agree</h1>
<p>Thank you for telling us. ${name}'s account stays locked: ${name} cannot take exams or join classes, and nobody can see their results. ${name} is told that their parent or carer did not agree, not why.</p>
<p>If you change your mind, you can still agree with this link until ${escapeHtml(expiresOn)}.</p>
<form method="post" action="/parental-consent/${escapeHtml(token)}"><button type="submit">I have changed my mind and agree</button></form>
<p style="font-size:.9rem;color:#6b7280">To have ${name}'s account and data deleted, ask ${name}'s tutor or write to us: we delete it on request.</p>`,
  );
}
