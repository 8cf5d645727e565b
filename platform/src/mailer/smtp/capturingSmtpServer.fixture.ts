import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerAuthentication } from 'smtp-server';
import type { Mail } from '../port';

export interface CapturedMail extends Mail {
  /** RCPT TO of the SMTP envelope. */
  readonly envelopeTo: readonly string[];
  readonly from: string;
}

export interface CapturingSmtpServer {
  readonly port: number;
  readonly mails: CapturedMail[];
  readonly logins: { username?: string; password?: string | null }[];
  close(): Promise<void>;
}

export interface CapturingSmtpServerOptions {
  /** Recipients the server refuses at RCPT TO. */
  readonly refuse?: readonly string[];
}

/** An SMTP server on an ephemeral loopback port that keeps every message it accepts. */
export async function startCapturingSmtpServer(
  options: CapturingSmtpServerOptions = {},
): Promise<CapturingSmtpServer> {
  const mails: CapturedMail[] = [];
  const logins: CapturingSmtpServer['logins'] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      callback(options.refuse?.includes(address.address) ? new Error('mailbox unavailable') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMessage(Buffer.concat(chunks).toString('utf8'));
        mails.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a small MIME reader, enough for what nodemailer writes (multipart/alternative, QP, base64)

interface Part {
  readonly headers: Map<string, string>;
  readonly body: string;
}

function parseMessage(raw: string): Omit<CapturedMail, 'envelopeTo'> {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const bodyOf = (type: string): string => {
    const part = parts.find((each) => (each.headers.get('content-type') ?? 'text/plain').startsWith(type));
    return part ? decodeBody(part) : '';
  };
  return {
    to: decodeWords(message.headers.get('to') ?? ''),
    from: decodeWords(message.headers.get('from') ?? ''),
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
    headers: Object.fromEntries([...message.headers].filter(([name]) => name.startsWith('list-'))),
  };
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) {
    return [part];
  }
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\r\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = part.body.replace(/\r\n$/, '');
  if (encoding === 'base64') {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    return quotedPrintable(body.replace(/=\r\n/g, ''));
  }
  return body;
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Zo=C3=AB?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
}
