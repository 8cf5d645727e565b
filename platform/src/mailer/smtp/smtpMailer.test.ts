import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailerContract } from '../mailerContract';
import type { Mailer } from '../port';
import { startCapturingSmtpServer } from './capturingSmtpServer.fixture';
import type { CapturingSmtpServer } from './capturingSmtpServer.fixture';
import { InvalidSmtpUrlError, MailDeliveryError, openSmtpMailer } from './smtpMailer';

const FROM = '11+ Portal <no-reply@portal.test>';

mailerContract('smtp (in-process smtp-server)', async () => {
  const server = await startCapturingSmtpServer();
  const mailer = openSmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from: FROM });
  return {
    mailer,
    received: () => Promise.resolve(server.mails),
    keepsMail: false,
    cleanup: async () => {
      await mailer.close();
      await server.close();
    },
  };
});

const mail = { to: 'ada@example.com', subject: 'Hello', text: 'Hi Ada', html: '<p>Hi Ada</p>' };

describe('smtp mailer', () => {
  let server: CapturingSmtpServer;
  let mailer: Mailer | undefined;

  beforeEach(async () => {
    server = await startCapturingSmtpServer({ refuse: ['refused@example.com'] });
  });

  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
    await server.close();
  });

  it('given credentials in SMTP_URL, when a mail is sent, then the client logs in with them, From names the sender and the envelope the recipient', async () => {
    mailer = openSmtpMailer({
      url: `smtp://mailer%40portal.test:s3cret@127.0.0.1:${server.port}`,
      from: FROM,
    });
    await mailer.send(mail);
    expect(server.logins).toEqual([{ username: 'mailer@portal.test', password: 's3cret' }]);
    expect(server.mails).toHaveLength(1);
    expect(server.mails[0]).toMatchObject({
      envelopeTo: ['ada@example.com'],
      from: '"11+ Portal" <no-reply@portal.test>', // quoted: '+' is special in a display name
    });
  });

  it('given a recipient the server refuses, when sent, then a MailDeliveryError names the code but not the address', async () => {
    mailer = openSmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from: FROM });
    const error: unknown = await mailer.send({ ...mail, to: 'refused@example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).message).toMatch(/^smtp: sending failed \(EENVELOPE/);
    expect((error as Error).message).not.toContain('refused@example.com');
    expect(server.mails).toEqual([]);
  });

  it('given nothing listens at the URL, when sent, then it fails with a MailDeliveryError', async () => {
    mailer = openSmtpMailer({ url: 'smtp://127.0.0.1:9', from: FROM });
    await expect(mailer.send(mail)).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('given an invalid SMTP_URL or no sender, when opened, then it throws a clear error without the password', () => {
    for (const url of ['not a url', 'http://user:pw-123@mail.example.com', 'smtp://', 'smtp:///nohost']) {
      let error: unknown;
      try {
        openSmtpMailer({ url, from: FROM });
      } catch (caught) {
        error = caught;
      }
      expect(error, url).toBeInstanceOf(InvalidSmtpUrlError);
      expect((error as Error).message).toMatch(/^smtp: /);
      expect((error as Error).message).not.toContain('pw-123');
    }
    expect(() => openSmtpMailer({ url: 'smtp://localhost:25', from: ' ' })).toThrow(/sender/);
  });

  it('when purging, then there is nothing kept to purge', async () => {
    mailer = openSmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from: FROM });
    await mailer.send(mail);
    expect(await mailer.purgeMentioning(['ada@example.com'])).toBe(0);
  });
});
