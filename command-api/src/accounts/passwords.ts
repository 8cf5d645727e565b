import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * scrypt, memory-hard, with OWASP's N=2^15, r=8, p=3 (32 MiB per hash). Stored as
 * scrypt$N$r$p$salt$hash, so verification follows the parameters a hash was made with.
 * Test runs (NODE_ENV=test) hash cheaply so suites that sign in hundreds of times stay fast.
 */
const PARAMS =
  process.env.NODE_ENV === 'test'
    ? ({ N: 2 ** 12, r: 8, p: 1 } as const)
    : ({ N: 2 ** 15, r: 8, p: 3 } as const);
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * options.N! * options.r! },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verifying against this keeps the time of "unknown e-mail" equal to "wrong password". */
export const DUMMY_HASH = [
  'scrypt',
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  Buffer.alloc(16).toString('base64'),
  Buffer.alloc(KEY_LENGTH).toString('base64'),
].join('$');
