import { describe, expect, it } from 'vitest';
import { eachTestFixture } from '../testing/eachTestFixture';
import { InvalidMailError } from './port';
import type { Mail, Mailer } from './port';

export interface MailerFixture {
  readonly mailer: Mailer;
  /** What reached the far end, in send order: the outbox's files, or what an SMTP server received. */
  readonly received: () => Promise<Mail[]>;
  /** Whether the mailer keeps what it sent (the outbox); then purgeMentioning deletes from it. */
  readonly keepsMail: boolean;
  readonly cleanup: () => Promise<void>;
}

const welcome: Mail = {
  to: 'ada@example.com',
  subject: 'Welcome to 11+ Portal',
  text: 'Hello Ada,\n\nYour account is ready.\n',
  html: '<p>Hello Ada,</p><p>Your account is ready.</p>',
};

// Non-ASCII, a long line and an HTML-escaped apostrophe: what encoders and the purge must survive.
const accented: Mail = {
  to: 'zoe.obrien@example.org',
  subject: 'Zoë, your exam is scheduled ✓',
  text: `Hello Zoë O'Brien,\n\n${'Your mock exam starts on Monday at 09:00. '.repeat(4)}\n`,
  html: '<p>Hello Zoë O&#39;Brien,</p><p>Good luck!</p>',
};

/** Line endings are the transport's business (SMTP sends CRLF); content is compared without them. */
const normalized = (mail: Mail): Mail => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text.replace(/\r\n/g, '\n').trimEnd(),
  html: mail.html.replace(/\r\n/g, '\n').trimEnd(),
});

/** The mailer port's contract, run against the outbox and against SMTP (an in-process server). */
export function mailerContract(adapterName: string, open: () => Promise<MailerFixture>): void {
  describe(`mailer contract: ${adapterName}`, () => {
    let mailer: Mailer;
    const fixture = eachTestFixture(open, (opened) => {
      mailer = opened.mailer;
    });

    it('when a mail is sent, then its recipient, subject, text and html arrive', async () => {
      await mailer.send(welcome);
      expect((await fixture().received()).map(normalized)).toEqual([normalized(welcome)]);
    });

    it('given non-ASCII text and long lines, when sent, then they arrive unchanged', async () => {
      await mailer.send(accented);
      expect((await fixture().received()).map(normalized)).toEqual([normalized(accented)]);
    });

    it('when three mails are sent one after another, then they arrive in that order', async () => {
      const mails = [1, 2, 3].map((n) => ({ ...welcome, subject: `Mail ${n}` }));
      for (const mail of mails) {
        await mailer.send(mail);
      }
      expect((await fixture().received()).map((mail) => mail.subject)).toEqual([
        'Mail 1',
        'Mail 2',
        'Mail 3',
      ]);
    });

    it('given a recipient or subject with a line break, when sent, then it is refused and nothing arrives', async () => {
      await expect(
        mailer.send({ ...welcome, to: 'a@example.com\r\nBcc: b@example.com' }),
      ).rejects.toBeInstanceOf(InvalidMailError);
      await expect(mailer.send({ ...welcome, subject: 'Hi\nBcc: b@example.com' })).rejects.toBeInstanceOf(
        InvalidMailError,
      );
      expect(await fixture().received()).toEqual([]);
    });

    it('given List-Unsubscribe headers, when sent, then they arrive with the mail', async () => {
      const headers = {
        'List-Unsubscribe': '<https://portal.test/unsubscribe/r.abc.def>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      await mailer.send({ ...welcome, headers });
      const [arrived] = await fixture().received();
      expect(lowerCaseNames(arrived?.headers)).toEqual(lowerCaseNames(headers));
    });

    it('given a header other than List-*, or one with a line break, when sent, then it is refused and nothing arrives', async () => {
      const refused: Record<string, string>[] = [
        { Bcc: 'b@example.com' },
        { 'List-Unsubscribe': '<https://portal.test/u>\r\nBcc: b@example.com' },
      ];
      for (const headers of refused) {
        await expect(mailer.send({ ...welcome, headers })).rejects.toBeInstanceOf(InvalidMailError);
      }
      expect(await fixture().received()).toEqual([]);
    });

    it('given sent mails, when purging mails that mention a person, then only theirs go (any case, HTML-escaped too)', async () => {
      await mailer.send(welcome);
      await mailer.send(accented);
      await mailer.send({ ...welcome, to: 'other@example.com', text: 'Ada asked us to write to you.' });
      await mailer.send({
        ...welcome,
        to: 'third@example.com',
        text: 'Nothing personal.',
        html: '<p>Hi</p>',
      });

      if (!fixture().keepsMail) {
        expect(await mailer.purgeMentioning(['ada@example.com'])).toBe(0);
        return;
      }
      expect(await mailer.purgeMentioning(['ADA@EXAMPLE.COM', 'nobody@example.com'])).toBe(1);
      expect(await mailer.purgeMentioning(["zoë o'brien"])).toBe(1);
      expect(await mailer.purgeMentioning([])).toBe(0);
      expect(await mailer.purgeMentioning(['', '   '])).toBe(0);
      expect((await fixture().received()).map((mail) => mail.to)).toEqual([
        'other@example.com',
        'third@example.com',
      ]);
    });
  });
}

const lowerCaseNames = (headers: Readonly<Record<string, string>> | undefined) =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
