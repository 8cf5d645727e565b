import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMailer } from './openMailer';
import { InvalidSmtpUrlError } from './smtp/smtpMailer';

describe('openMailer', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mailer-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given no SMTP_URL (unset or blank), when opened, then mails go to DATA_DIR/outbox', async () => {
    for (const smtpUrl of [undefined, '', '  ']) {
      const mailer = openMailer({ smtpUrl, dataDir, from: 'no-reply@portal.test' });
      expect(mailer.kind).toBe('outbox');
      await mailer.close();
    }
    expect(existsSync(join(dataDir, 'outbox'))).toBe(true);
  });

  it('given an SMTP_URL, when opened, then mails go over SMTP and no outbox is made', async () => {
    const mailer = openMailer({ smtpUrl: 'smtp://localhost:2525', dataDir, from: 'no-reply@portal.test' });
    expect(mailer.kind).toBe('smtp');
    await mailer.close();
    expect(existsSync(join(dataDir, 'outbox'))).toBe(false);
  });

  it('given an invalid SMTP_URL, when opened, then it throws rather than fall back to the outbox', () => {
    expect(() => openMailer({ smtpUrl: 'localhost:25', dataDir, from: 'x@portal.test' })).toThrow(
      InvalidSmtpUrlError,
    );
  });
});
