import { SessionCode } from '@portal/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 6;
/** The largest multiple of 36 below 256: bytes at or above it are drawn again, so no letter is favoured. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** Fills a byte array with cryptographically random values (the browser's `crypto.getRandomValues`). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const browserRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A session code (spec 002 §3): 'QUIZ-' and 6 upper-case alphanumerics from a cryptographic source. */
export function generateSessionCode(random: RandomBytes = browserRandom): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of random(new Uint8Array(CODE_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && code.length < CODE_LENGTH) {
        code += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return `QUIZ-${code}`;
}

export function isSessionCode(value: unknown): value is string {
  return SessionCode.safeParse(value).success;
}
