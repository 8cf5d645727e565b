import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { assertMail } from '../port';
import type { Mail, Mailer } from '../port';
import { mentionsAny } from './mentions';

export interface OutboxMailerOptions {
  /** The outbox folder, e.g. `${DATA_DIR}/outbox` (created 0700). */
  readonly dir: string;
  /** Clock; tests inject one. */
  readonly now?: () => Date;
}

/** One outbox file: DESIGN.md §2's `{to, subject, text, html, createdAt}`, and `headers` when a mail has some. */
export interface OutboxMail extends Mail {
  /** ISO 8601 UTC */
  readonly createdAt: string;
}

export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  /** Every mail in the outbox, oldest first, newest last. */
  list(): Promise<OutboxMail[]>;
}

const SUFFIX = '.json';

/**
 * The outbox: every mail is one JSON file, readable by the owner only, written to a temp file
 * and renamed into place so a reader (the e2e, another process) never sees half a mail.
 * Names are `<ISO time, ':' as '-'>-<uuid>.json`: unique across processes, sorted by time.
 */
export function openOutboxMailer(options: OutboxMailerOptions): OutboxMailer {
  const { dir } = options;
  const clock = options.now ?? (() => new Date());
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700); // the folder may predate this code with a looser mode
  let lastMs = 0;

  // Within one process, times never repeat or go back, so the file names keep the send order.
  function nextTime(): Date {
    lastMs = Math.max(clock().getTime(), lastMs + 1);
    return new Date(lastMs);
  }

  async function mailFiles(): Promise<string[]> {
    const names = await readdir(dir);
    return names.filter((name) => name.endsWith(SUFFIX) && !name.startsWith('.')).sort();
  }

  async function readMail(name: string): Promise<OutboxMail | undefined> {
    try {
      return JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail;
    } catch (error) {
      if (isMissing(error)) {
        return undefined; // purged by another process meanwhile
      }
      throw error;
    }
  }

  return {
    kind: 'outbox',

    async send(mail) {
      assertMail(mail);
      const createdAt = nextTime().toISOString();
      const stored: OutboxMail = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers && Object.keys(mail.headers).length > 0 && { headers: mail.headers }),
        createdAt,
      };
      const name = `${createdAt.replace(/:/g, '-')}-${randomUUID()}${SUFFIX}`;
      const temp = join(dir, `.${name}.tmp`);
      const file = await open(temp, 'wx', 0o600);
      try {
        await file.writeFile(JSON.stringify(stored, null, 2));
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, join(dir, name));
    },

    async list() {
      const mails = await Promise.all((await mailFiles()).map(readMail));
      return mails.filter((mail): mail is OutboxMail => mail !== undefined);
    },

    async purgeMentioning(needles) {
      let purged = 0;
      for (const name of await mailFiles()) {
        let content: string;
        try {
          content = await readFile(join(dir, name), 'utf8');
        } catch (error) {
          if (isMissing(error)) {
            continue;
          }
          throw error;
        }
        if (!mentionsAny(content, needles)) {
          continue;
        }
        try {
          await unlink(join(dir, name));
          purged += 1;
        } catch (error) {
          if (!isMissing(error)) {
            throw error;
          }
        }
      }
      return purged;
    },

    close() {
      return Promise.resolve();
    },
  };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
