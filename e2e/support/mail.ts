import fs from 'node:fs';
import path from 'node:path';
import type { RunningSystem } from './server';

/** One file of `DATA_DIR/outbox/` (the embedded mailer): `{to, subject, text, html, createdAt}`. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Every mail in the outbox, oldest first (file names start with the send time). */
export function readOutbox(system: RunningSystem): OutboxMail[] {
  const dir = path.join(system.dataDir, 'outbox');
  if (!fs.existsSync(dir)) {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.json') || name.startsWith('.')) {
      continue; // a mail still being written is a dot-file until it is renamed into place
    }
    try {
      mails.push(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
    } catch {
      // removed meanwhile (erasure purges a person's mails)
    }
  }
  return mails;
}

/**
 * The newest mail to `to` whose link path matches `linkPattern` (e.g. /\/reset-password\/[\w-]+/),
 * waiting for it to arrive (forgot-password sends after answering). Resolves to the mail and the
 * link's path, ready for `${system.url}${path}`.
 */
export async function waitForMailLink(
  system: RunningSystem,
  to: string,
  linkPattern: RegExp,
  options: { timeoutMs?: number; after?: string } = {},
): Promise<{ mail: OutboxMail; path: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const recipient = to.toLowerCase();
  for (;;) {
    const found = readOutbox(system)
      .filter((mail) => mail.to.toLowerCase() === recipient)
      .filter((mail) => !options.after || mail.createdAt > options.after)
      .map((mail) => ({ mail, match: linkPattern.exec(mail.text) ?? linkPattern.exec(mail.html) }))
      .filter((entry) => entry.match)
      .pop();
    if (found?.match) {
      return { mail: found.mail, path: found.match[0] };
    }
    if (Date.now() > deadline) {
      const subjects = readOutbox(system).map((mail) => `${mail.to}: ${mail.subject}`);
      throw new Error(
        `no mail to ${to} with a link like ${linkPattern} within the time; outbox: ${subjects.join('; ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
