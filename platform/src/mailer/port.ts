/**
 * Mailer port: how the system sends e-mail. Adapters: the outbox (DATA_DIR/outbox/, one JSON
 * file per mail, the default without SMTP_URL, DESIGN.md §2) and SMTP.
 *
 * Mails carry personal data (an address, a name), so adapters never log a recipient, and
 * erasure calls `purgeMentioning` to remove every stored mail about a person (DESIGN.md §4).
 */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058) on
   * reminders and digests; the outbox keeps them beside the mail, SMTP sends them.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /** Resolves once the mail is stored (outbox) or accepted by the SMTP server. */
  send(mail: Mail): Promise<void>;
  /**
   * Deletes every stored mail whose content contains one of the needles (case-insensitive);
   * answers how many it deleted. Blank needles are ignored. An SMTP mailer keeps nothing: 0.
   */
  purgeMentioning(needles: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

export class InvalidMailError extends Error {
  override readonly name = 'InvalidMailError';
}

/** Header injection guard: a recipient or subject never holds a line break. */
export function assertMail(mail: Mail): void {
  if (typeof mail.to !== 'string' || mail.to.trim() === '' || /[\r\n]/.test(mail.to)) {
    throw new InvalidMailError('A mail needs one recipient address without line breaks');
  }
  if (typeof mail.subject !== 'string' || /[\r\n]/.test(mail.subject)) {
    throw new InvalidMailError('A mail subject is one line');
  }
  if (typeof mail.text !== 'string' || typeof mail.html !== 'string') {
    throw new InvalidMailError('A mail needs a text and an html part');
  }
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!EXTRA_HEADER.test(name) || typeof value !== 'string' || /[\r\n]/.test(value)) {
      throw new InvalidMailError('A mail header is a List-* name and one line');
    }
  }
}

/** The headers a mail may add: the mailing-list ones (unsubscribe), never To, Bcc or From. */
const EXTRA_HEADER = /^List-[A-Za-z-]{1,40}$/;
