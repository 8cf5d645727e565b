import { join } from 'node:path';
import { openOutboxMailer } from './outbox/outboxMailer';
import type { Mailer } from './port';
import { openSmtpMailer } from './smtp/smtpMailer';

export interface OpenMailerOptions {
  /** SMTP_URL; unset or blank: the outbox. */
  readonly smtpUrl?: string;
  readonly dataDir: string;
  /** The sender address used over SMTP. */
  readonly from: string;
}

/** SMTP when a URL is given, else the outbox under `dataDir/outbox` (DESIGN.md §2). */
export function openMailer(options: OpenMailerOptions): Mailer {
  const smtpUrl = options.smtpUrl?.trim();
  if (smtpUrl) {
    return openSmtpMailer({ url: smtpUrl, from: options.from });
  }
  return openOutboxMailer({ dir: join(options.dataDir, 'outbox') });
}
