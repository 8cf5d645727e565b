// Runs on the password pool's own threads (passwords.ts), never on libuv's shared pool: the
// synchronous calls below block only this worker, so event-store fsyncs and the session store
// never queue behind a class signing in.
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { Algorithm, hashSync, verifySync } from '@node-rs/argon2';

const SCRYPT_KEY_LENGTH = 32;

/**
 * This thread at low priority (Linux gives each thread its own nice value): a class signing in
 * hashes on every core, and the starts and saves of the children already signed in must not
 * wait behind it. The projection workers run at the same low priority, so the read models an
 * exam start waits for keep pace with the hashing. Elsewhere (or where not allowed) the pool
 * runs at normal priority.
 */
function lowerThisThreadsPriority() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) {
      setPriority(threadId, constants.priority.PRIORITY_LOW);
    }
  } catch {
    // not Linux, or not allowed
  }
}
lowerThisThreadsPriority();

/** @param {{ password: string, cost: { memoryKiB: number, iterations: number, parallelism: number } }} task */
export function hash({ password, cost }) {
  return hashSync(password.normalize('NFKC'), {
    algorithm: Algorithm.Argon2id,
    memoryCost: cost.memoryKiB,
    timeCost: cost.iterations,
    parallelism: cost.parallelism,
  });
}

/** @param {{ password: string, stored: string }} task */
export function verify({ password, stored }) {
  const normalised = password.normalize('NFKC');
  if (stored.startsWith('$argon2id$')) {
    try {
      return verifySync(stored, normalised);
    } catch {
      return false; // a malformed hash verifies nothing
    }
  }
  return verifyScrypt(normalised, stored);
}

/** The hashes made before argon2id: `scrypt$N$r$p$salt$hash`. */
function verifyScrypt(password, stored) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !salt || !key || ![N, R, P].every((x) => Number.isInteger(x) && x > 0)) {
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  if (expected.length !== SCRYPT_KEY_LENGTH) {
    return false;
  }
  try {
    const actual = scryptSync(password, Buffer.from(salt, 'base64'), SCRYPT_KEY_LENGTH, {
      N,
      r: R,
      p: P,
      maxmem: 256 * N * R,
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
