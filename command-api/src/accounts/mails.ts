import type { Mail } from '@portal/platform';
import { escapeHtml } from '../http/escapeHtml';

/**
 * E-mails the accounts module sends; every interpolated value is escaped for the HTML part.
 * Subjects are fixed strings: nothing a user typed ever reaches a subject line, so the mails
 * cannot be used to carry someone's own message to an address of their choosing.
 */

export const MAIL_SUBJECTS = {
  passwordReset: 'Reset your 11+ Portal password',
  parentalConsent: "Please confirm your child's 11+ Portal account",
  emailVerification: 'Verify your e-mail address for 11+ Portal',
} as const;

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return (
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f5f7fb;padding:24px">` +
    `<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px">` +
    `<h1 style="font-size:20px;margin:0 0 16px;color:#1d4ed8">${escapeHtml(title)}</h1>${body}` +
    `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
    `<p style="font-size:12px;color:#6b7280">11+ Portal</p></div></body></html>`
  );
}

/** A mail whose point is one link: the lines, then the link (a button in the HTML part). */
function linkMail(
  to: string,
  subject: string,
  title: string,
  lines: string[],
  action: { label: string; url: string },
): Mail {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${action.url}\n`,
    html: layout(title, lines, action),
  };
}

export function passwordResetMail(to: string, firstName: string, url: string): Mail {
  const lines = [
    `Hello ${firstName},`,
    'Someone asked to reset the password of your 11+ Portal account. If it was you, choose a new password with the link below. The link works once and expires in 1 hour.',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  return linkMail(to, MAIL_SUBJECTS.passwordReset, 'Reset your password', lines, {
    label: 'Choose a new password',
    url,
  });
}

export function parentalConsentMail(
  to: string,
  parentName: string | null,
  childFirstName: string,
  url: string,
): Mail {
  const lines = [
    `Hello${parentName ? ` ${parentName}` : ''},`,
    `${childFirstName} has created an account on 11+ Portal, where children practise for the 11-plus exams. Because ${childFirstName} is under 16, we need a parent or carer to agree before we process their data.`,
    `If you agree, confirm with the link below. You will be able to follow ${childFirstName}'s exams and progress. If you did not expect this e-mail, ignore it and the account will stay locked.`,
  ];
  return linkMail(to, MAIL_SUBJECTS.parentalConsent, 'Parental consent needed', lines, {
    label: 'Review and confirm',
    url,
  });
}

export function emailVerificationMail(to: string, firstName: string, url: string): Mail {
  const lines = [
    `Hello ${firstName},`,
    'Thank you for signing up to 11+ Portal. Please confirm that this e-mail address is yours with the link below. The link works once and expires in 24 hours.',
    'If you did not sign up, you can ignore this e-mail: nothing happens without the link.',
  ];
  return linkMail(to, MAIL_SUBJECTS.emailVerification, 'Verify your e-mail address', lines, {
    label: 'Verify my e-mail address',
    url,
  });
}
