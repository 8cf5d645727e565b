import type { CommunicationKind } from '@portal/contracts';
import { COMMUNICATION_KIND_LABELS, londonDateTimeText } from '@portal/contracts';
import type { Mail } from '@portal/platform';
import { escapeHtml } from '../http/escapeHtml';
import type { DigestChild, DigestSection } from './digest';
import { digestSections } from './digest';

/**
 * The reminder, missed-exam and digest e-mails (issue 20 item 4). Subjects are fixed strings
 * (nothing anyone typed reaches a subject line); every value is escaped in the HTML part. Each
 * mail ends with its kind's unsubscribe link, which also travels as List-Unsubscribe (one click).
 */

export const NOTIFICATION_SUBJECTS = {
  reminder: 'Reminder: an exam opens soon on 11+ Portal',
  missed: 'An exam on 11+ Portal was missed',
  digest: 'Your weekly 11+ Portal digest',
} as const;

/** Who a mail goes to, and how to stop mails of its kind. */
export interface Addressee {
  readonly to: string;
  readonly firstName: string;
  readonly kind: CommunicationKind;
  readonly unsubscribeUrl: string;
}

interface MailBody {
  readonly subject: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly sections?: readonly DigestSection[];
  readonly action: { readonly label: string; readonly url: string };
}

function footerLines(addressee: Addressee): string[] {
  return [
    `You receive ${COMMUNICATION_KIND_LABELS[addressee.kind]} because you have an account on 11+ Portal.`,
    `To stop them, open ${addressee.unsubscribeUrl} (no sign-in needed), or change your e-mails on your privacy page.`,
  ];
}

function textOf(addressee: Addressee, body: MailBody): string {
  const sections = (body.sections ?? []).map(
    (section) => `${section.heading}\n${section.lines.map((line) => `- ${line}`).join('\n')}`,
  );
  return `${[`Hello ${addressee.firstName},`, ...body.paragraphs, ...sections, body.action.url].join('\n\n')}\n\n-- \n${footerLines(addressee).join('\n')}\n`;
}

function htmlOf(addressee: Addressee, body: MailBody): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const sections = (body.sections ?? [])
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2>` +
        `<ul style="margin:0 0 16px;padding-left:20px">${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    )
    .join('');
  const unsubscribe = escapeHtml(addressee.unsubscribeUrl);
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f5f7fb;padding:24px">',
    '<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px">',
    `<h1 style="font-size:20px;margin:0 0 16px;color:#1d4ed8">${escapeHtml(body.title)}</h1>`,
    paragraph(`Hello ${addressee.firstName},`),
    body.paragraphs.map(paragraph).join(''),
    sections,
    `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>`,
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(footerLines(addressee)[0]!)} `,
    `<a href="${unsubscribe}" style="color:#6b7280">Unsubscribe</a> (no sign-in needed), or change your e-mails on your privacy page.</p>`,
    '</div></body></html>',
  ].join('');
}

function notificationMail(addressee: Addressee, body: MailBody): Mail {
  return {
    to: addressee.to,
    subject: body.subject,
    text: textOf(addressee, body),
    html: htmlOf(addressee, body),
    headers: {
      'List-Unsubscribe': `<${addressee.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** "Ada", "Ada and Ben", "Ada, Ben and Cleo". */
export function namesText(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface ExamFacts {
  readonly title: string;
  readonly opensAt: string;
  readonly closesAt: string | null;
}

const closingText = (closesAt: string | null) =>
  closesAt ? ` and closes on ${londonDateTimeText(closesAt)}` : '';

/** A mail about one exam: to the student (`children` empty), or to a parent naming their children. */
function examMail(
  addressee: Addressee,
  text: { subject: string; title: string; toStudent: string[]; toParent: string[] },
  children: readonly string[],
  url: string,
): Mail {
  const toStudent = children.length === 0;
  return notificationMail(addressee, {
    subject: text.subject,
    title: text.title,
    paragraphs: toStudent ? text.toStudent : text.toParent,
    action: { label: toStudent ? 'Open my exams' : 'Open the parent console', url },
  });
}

/** 24 h before an exam opens (all times in London time). */
export function examReminderMail(
  addressee: Addressee,
  exam: ExamFacts,
  children: readonly string[],
  url: string,
): Mail {
  const when = `${londonDateTimeText(exam.opensAt)} (UK time)${closingText(exam.closesAt)}`;
  return examMail(
    addressee,
    {
      subject: NOTIFICATION_SUBJECTS.reminder,
      title: 'An exam opens soon',
      toStudent: [
        `Your exam "${exam.title}" opens on ${when}.`,
        'Find a quiet place, have some paper ready, and start it from your exams page once it opens. Good luck!',
      ],
      toParent: [
        `${namesText(children)} ${children.length === 1 ? 'has' : 'have'} an exam on 11+ Portal: "${exam.title}" opens on ${when}.`,
        'You can follow their exams and results in your parent console.',
      ],
    },
    children,
    url,
  );
}

/** After a window closed without an attempt. */
export function missedExamMail(
  addressee: Addressee,
  exam: { title: string; closedAt: string },
  children: readonly string[],
  url: string,
): Mail {
  const closed = `${londonDateTimeText(exam.closedAt)} (UK time)`;
  return examMail(
    addressee,
    {
      subject: NOTIFICATION_SUBJECTS.missed,
      title: 'An exam was missed',
      toStudent: [
        `The exam "${exam.title}" closed on ${closed}, and we did not receive an attempt from you.`,
        'If something went wrong, or you would like to sit it later, please talk to your tutor.',
      ],
      toParent: [
        `The exam "${exam.title}" closed on ${closed}, and ${namesText(children)} did not take it.`,
        'If something went wrong, please talk to the tutor: they can offer a make-up.',
      ],
    },
    children,
    url,
  );
}

/** A parent's week: per linked child, the exams taken with scores, SAS when any, weakest topics. */
export function weeklyDigestMail(
  addressee: Addressee,
  week: { from: string; to: string },
  children: readonly DigestChild[],
  consoleUrl: string,
): Mail {
  const sections = children.flatMap((child) =>
    digestSections(child).map((section, index) =>
      index === 0 ? section : { ...section, heading: `${child.firstName}: ${section.heading}` },
    ),
  );
  return notificationMail(addressee, {
    subject: NOTIFICATION_SUBJECTS.digest,
    title: 'Your weekly digest',
    paragraphs: [
      `Here is ${namesText(children.map((child) => child.firstName))}'s week on 11+ Portal, from ${londonDateTimeText(week.from)} to ${londonDateTimeText(week.to)}.`,
    ],
    sections,
    action: { label: 'Open the parent console', url: consoleUrl },
  });
}
