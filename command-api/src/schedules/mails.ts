import type { Mail } from '@portal/platform';
import { escapeHtml } from '../http/escapeHtml';

/** The e-mail a student receives when a schedule holding them is cancelled; values escaped in HTML. */
export function scheduleCancelledMail(
  to: string,
  firstName: string,
  title: string,
  reason: string,
  url: string,
): Mail {
  const lines = [
    `Hello ${firstName},`,
    `The exam "${title}" that was scheduled for you has been cancelled.`,
    `Reason: ${reason}`,
    'You do not need to do anything. Your other exams are not affected; you can see them on your dashboard.',
  ];
  const body = lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  return {
    to,
    // a fixed subject: nothing typed by anyone reaches a subject line (the title is in the body)
    subject: 'An exam on 11+ Portal was cancelled',
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html:
      `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f5f7fb;padding:24px">` +
      `<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px">` +
      `<h1 style="font-size:20px;margin:0 0 16px;color:#1d4ed8">Exam cancelled</h1>${body}` +
      `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Open my dashboard</a></p>` +
      `<p style="font-size:12px;color:#6b7280">11+ Portal</p></div></body></html>`,
  };
}
