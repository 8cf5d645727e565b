import nodemailer from 'nodemailer';
import { assertMail } from '../port';
import type { Mailer } from '../port';

export interface SmtpMailerOptions {
  /** SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465` (TLS). */
  readonly url: string;
  /** The sender, e.g. `11+ Portal <no-reply@example.com>`. */
  readonly from: string;
}

export class InvalidSmtpUrlError extends Error {
  override readonly name = 'InvalidSmtpUrlError';
}

/** A send the server refused or that could not reach it; the message names no recipient. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    readonly code: string | undefined,
    readonly responseCode: number | undefined,
  ) {
    super(
      `smtp: sending failed (${[code, responseCode].filter((part) => part !== undefined).join(' ') || 'unknown'})`,
    );
  }
}

/**
 * Sends through an SMTP server with nodemailer. Opening only checks the URL: the server is
 * first contacted by the first send, whose failure is a MailDeliveryError. Nothing is kept,
 * so `purgeMentioning` has nothing to delete.
 */
export function openSmtpMailer(options: SmtpMailerOptions): Mailer {
  checkSmtpUrl(options.url);
  if (typeof options.from !== 'string' || options.from.trim() === '' || /[\r\n]/.test(options.from)) {
    throw new InvalidSmtpUrlError('smtp: a sender address (from) is required');
  }
  // logger off: nodemailer's debug log would print recipients and message bodies
  const transport = nodemailer.createTransport(options.url, { from: options.from });

  return {
    kind: 'smtp',

    async send(mail) {
      assertMail(mail);
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers && { headers: { ...mail.headers } }),
        });
      } catch (error) {
        // The server's reply may quote the address; only the codes leave this function.
        const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
        throw new MailDeliveryError(
          typeof code === 'string' ? code : undefined,
          typeof responseCode === 'number' ? responseCode : undefined,
        );
      }
    },

    purgeMentioning() {
      return Promise.resolve(0);
    },

    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}

/** Throws InvalidSmtpUrlError unless `url` is an smtp: or smtps: URL with a host. */
export function checkSmtpUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidSmtpUrlError(`smtp: SMTP_URL is not a URL (expected smtp://user:pass@host:587)`);
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new InvalidSmtpUrlError(
      `smtp: SMTP_URL must start with smtp:// or smtps:// (got ${parsed.protocol}//${parsed.host})`,
    );
  }
  if (parsed.hostname === '') {
    throw new InvalidSmtpUrlError('smtp: SMTP_URL names no host (expected smtp://user:pass@host:587)');
  }
}
