import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailerContract } from '../mailerContract';
import { openOutboxMailer } from './outboxMailer';

mailerContract('outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const mailer = openOutboxMailer({ dir: join(dir, 'outbox') });
  return Promise.resolve({
    mailer,
    received: () => mailer.list(),
    keepsMail: true,
    cleanup: async () => {
      await mailer.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});

const mail = { to: 'ada@example.com', subject: 'Hello', text: 'Hi Ada', html: '<p>Hi Ada</p>' };

describe('outbox mailer', () => {
  let root: string;
  let dir: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'outbox-'));
    dir = join(root, 'data', 'outbox');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('when a mail is sent, then it is one 0600 JSON file {to, subject, text, html, createdAt} named by time and uuid in a 0700 folder', async () => {
    const mailer = openOutboxMailer({ dir, now: () => new Date('2025-03-04T05:06:07.089Z') });
    await mailer.send(mail);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const names = readdirSync(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^2025-03-04T05-06-07\.089Z-[0-9a-f-]{36}\.json$/);
    const file = join(dir, names[0]!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      ...mail,
      createdAt: '2025-03-04T05:06:07.089Z',
    });
  });

  it('given a clock that stands still, when 20 mails are sent, then every file name is unique and list keeps the send order', async () => {
    const mailer = openOutboxMailer({ dir, now: () => new Date('2025-03-04T05:06:07.000Z') });
    for (let n = 0; n < 20; n++) {
      await mailer.send({ ...mail, subject: `Mail ${n}` });
    }
    expect(new Set(readdirSync(dir)).size).toBe(20);
    expect((await mailer.list()).map((each) => each.subject)).toEqual(
      Array.from({ length: 20 }, (_, n) => `Mail ${n}`),
    );
  });

  it('given 50 sends at once, then 50 files are written and no temp file is left', async () => {
    const mailer = openOutboxMailer({ dir });
    await Promise.all(Array.from({ length: 50 }, (_, n) => mailer.send({ ...mail, subject: `Mail ${n}` })));
    const names = readdirSync(dir);
    expect(names).toHaveLength(50);
    expect(names.every((name) => name.endsWith('.json') && !name.startsWith('.'))).toBe(true);
  });

  it('given two mailers on one folder (two processes), then each lists the mails of both and a purge by one removes them for both', async () => {
    const first = openOutboxMailer({ dir });
    const second = openOutboxMailer({ dir });
    await first.send(mail);
    await second.send({ ...mail, to: 'bob@example.com', text: 'Hi Bob', html: '<p>Hi Bob</p>' });
    expect((await first.list()).map((each) => each.to).sort()).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    expect(await second.purgeMentioning(['Ada'])).toBe(1);
    expect((await first.list()).map((each) => each.to)).toEqual(['bob@example.com']);
  });
});
