/**
 * What a stored password hash says about its own cost, and the cost new hashes are made with.
 * Pure: the hashing itself runs on the worker pool in passwords.ts.
 */

export interface Argon2Cost {
  readonly algorithm: 'argon2id';
  /** KiB of memory each check fills */
  readonly memoryKiB: number;
  readonly iterations: number;
  readonly parallelism: number;
}

/** Hashes made before argon2id (issue 15): still accepted, re-made at the next sign-in. */
export interface ScryptCost {
  readonly algorithm: 'scrypt';
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export type PasswordCost = Argon2Cost | ScryptCost;

/** OWASP's first argon2id setting: 19 MiB, 2 passes, 1 lane (about 30 ms of one core here). */
export const ARGON2_PRODUCTION: Argon2Cost = {
  algorithm: 'argon2id',
  memoryKiB: 19456,
  iterations: 2,
  parallelism: 1,
};

/** Test runs sign in thousands of times: 1 MiB, 1 pass (under 1 ms), and production refuses it. */
export const ARGON2_TEST: Argon2Cost = {
  algorithm: 'argon2id',
  memoryKiB: 1024,
  iterations: 1,
  parallelism: 1,
};

const whole = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` or `scrypt$N$r$p$salt$hash`; null for anything else. */
export function passwordCostOf(stored: string): PasswordCost | null {
  const argon = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(stored);
  if (argon) {
    const [memoryKiB, iterations, parallelism] = [whole(argon[1]), whole(argon[2]), whole(argon[3])];
    return memoryKiB && iterations && parallelism
      ? { algorithm: 'argon2id', memoryKiB, iterations, parallelism }
      : null;
  }
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const [N, R, P] = [whole(n), whole(r), whole(p)];
  return scheme === 'scrypt' && N && R && P && salt && key ? { algorithm: 'scrypt', N, r: R, p: P } : null;
}

/**
 * OWASP's password storage sheet: argon2id with m·t at least 7 MiB × 5 (its cheapest listed
 * setting; the others cost as much or more), or scrypt with N·r·p at least 2^13 × 8 × 10.
 */
export function meetsOwaspMinimum(cost: PasswordCost): boolean {
  return cost.algorithm === 'argon2id'
    ? cost.memoryKiB >= 7168 && cost.memoryKiB * cost.iterations >= 7168 * 5
    : cost.N * cost.r * cost.p >= 2 ** 13 * 8 * 10;
}

export function describeCost(cost: PasswordCost): string {
  return cost.algorithm === 'argon2id'
    ? `argon2id m=${cost.memoryKiB} KiB, t=${cost.iterations}, p=${cost.parallelism}`
    : `scrypt N=${cost.N}, r=${cost.r}, p=${cost.p}`;
}

/** A hash of another algorithm or a lower cost than `current` is re-made at the next sign-in. */
export function needsRehash(stored: string, current: Argon2Cost): boolean {
  const cost = passwordCostOf(stored);
  return (
    cost?.algorithm !== 'argon2id' ||
    cost.memoryKiB < current.memoryKiB ||
    cost.iterations < current.iterations ||
    cost.parallelism < current.parallelism
  );
}
