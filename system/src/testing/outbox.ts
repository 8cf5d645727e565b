import fs from 'node:fs';
import path from 'node:path';

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The mails the outbox adapter wrote under DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): StoredMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredMail);
}

/** Waits for a mail to `to` (forgot-password answers before it sends). */
export async function waitForMail(
  dataDir: string,
  to: string,
  subjectIncludes: string,
  after = 0,
  timeoutMs = 5_000,
): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(dataDir)
      .slice(after)
      .filter((mail) => mail.to === to && mail.subject.includes(subjectIncludes));
    if (found.length > 0) {
      return found[found.length - 1]!;
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail "${subjectIncludes}" arrived`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the first link to `/<route>/<token>` in a mail. */
export function linkToken(mail: StoredMail, route: string): string {
  const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) {
    throw new Error(`no /${route}/ link in the mail`);
  }
  return match[1]!;
}

/** Every file under `dir` whose bytes contain `needle` (case-insensitive, UTF-8 and UTF-16). */
export function filesContaining(dir: string, needle: string): string[] {
  const forms = [Buffer.from(needle.toLowerCase()), Buffer.from(needle.toLowerCase(), 'utf16le')];
  const hits: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.isFile()) {
        const bytes = Buffer.from(fs.readFileSync(full).toString('latin1').toLowerCase(), 'latin1');
        if (forms.some((form) => bytes.includes(form))) {
          hits.push(path.relative(dir, full));
        }
      }
    }
  };
  walk(dir);
  return hits;
}
