import { describe, expect, it } from 'vitest';
import { ARGON2_PRODUCTION, ARGON2_TEST } from '@portal/command-api';
import type { PasswordCost } from '@portal/command-api';
import { ConfigError, loadConfig, parseTrustProxy, productionRefusal } from './config';

/** The production cost of command-api/src/accounts/passwords.ts (OWASP: argon2id m=19 MiB, t=2, p=1). */
const PRODUCTION_HASHING = ARGON2_PRODUCTION;
/** What test runs use (NODE_ENV=test). */
const TEST_HASHING = ARGON2_TEST;
const KEY = 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=';

const production = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', KEY_ENCRYPTION_KEY: KEY, ...env });

describe('SEED_DEMO default', () => {
  it('given no NODE_ENV, when SEED_DEMO is unset, then the demo is seeded (npm start)', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('given NODE_ENV=production, when SEED_DEMO is unset, then nothing is seeded', () => {
    expect(production().seedDemo).toBe(false);
  });

  it('given NODE_ENV=production, when SEED_DEMO=1 is explicit, then it is kept (and refused below)', () => {
    expect(production({ SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});

describe('productionRefusal', () => {
  it('given a safe production configuration, then nothing is refused', () => {
    expect(productionRefusal(production(), PRODUCTION_HASHING)).toBeNull();
  });

  it('given NODE_ENV other than production, then even unsafe settings start (development, tests)', () => {
    const config = loadConfig({ SEED_DEMO: '1' });
    expect(productionRefusal(config, TEST_HASHING)).toBeNull();
  });

  it('given the cheap test hashing, then the refusal names it and the fix', () => {
    const refusal = productionRefusal(production(), TEST_HASHING);
    expect(refusal).toMatch(
      /^NODE_ENV=production with the cheap test password hashing \(argon2id m=1024 KiB, t=1, p=1\)/,
    );
    expect(refusal).toContain('NODE_ENV=test');
  });

  it('given an unreadable hashing cost, then it is refused as well (fails closed)', () => {
    expect(productionRefusal(production(), null)).toMatch(/cheap test password hashing \(unknown\)/);
  });

  it.each<[string, PasswordCost]>([
    ['argon2id m=19 MiB, t=2', { algorithm: 'argon2id', memoryKiB: 19456, iterations: 2, parallelism: 1 }],
    ['argon2id m=46 MiB, t=1', { algorithm: 'argon2id', memoryKiB: 47104, iterations: 1, parallelism: 1 }],
    ['argon2id m=7 MiB, t=5', { algorithm: 'argon2id', memoryKiB: 7168, iterations: 5, parallelism: 1 }],
    ['scrypt N=2^13, r=8, p=10', { algorithm: 'scrypt', N: 2 ** 13, r: 8, p: 10 }],
    ['scrypt N=2^17, r=8, p=1', { algorithm: 'scrypt', N: 2 ** 17, r: 8, p: 1 }],
  ])("given OWASP's %s, then it is accepted", (_name, cost) => {
    expect(productionRefusal(production(), cost)).toBeNull();
  });

  it.each<[string, PasswordCost]>([
    ['argon2id m=7 MiB, t=4', { algorithm: 'argon2id', memoryKiB: 7168, iterations: 4, parallelism: 1 }],
    ['argon2id m=4 MiB, t=10', { algorithm: 'argon2id', memoryKiB: 4096, iterations: 10, parallelism: 1 }],
    ['scrypt N=2^12, r=8, p=1', { algorithm: 'scrypt', N: 2 ** 12, r: 8, p: 1 }],
  ])('given %s, below OWASP, then it is refused', (_name, cost) => {
    expect(productionRefusal(production(), cost)).toMatch(
      /^NODE_ENV=production with the cheap test password hashing/,
    );
  });

  it('given SEED_DEMO=1, then the refusal names SEED_DEMO and the fix', () => {
    expect(productionRefusal(production({ SEED_DEMO: '1' }), PRODUCTION_HASHING)).toBe(
      'NODE_ENV=production with SEED_DEMO=1: demo accounts with published passwords must not exist in production; set SEED_DEMO=0 (or leave it unset)',
    );
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
  ])('given KEY_ENCRYPTION_KEY %s, then the refusal names it and how to make one', (_name, value) => {
    const env: Record<string, string> = { NODE_ENV: 'production' };
    if (value !== undefined) {
      env.KEY_ENCRYPTION_KEY = value;
    }
    const refusal = productionRefusal(loadConfig(env), PRODUCTION_HASHING);
    expect(refusal).toMatch(/^NODE_ENV=production without KEY_ENCRYPTION_KEY: /);
    expect(refusal).toContain('openssl rand -base64 32');
  });

  it('every refusal is one line', () => {
    const refusals = [
      productionRefusal(production(), TEST_HASHING),
      productionRefusal(production({ SEED_DEMO: '1' }), PRODUCTION_HASHING),
      productionRefusal(loadConfig({ NODE_ENV: 'production' }), PRODUCTION_HASHING),
    ];
    for (const refusal of refusals) {
      expect(refusal).toBeTruthy();
      expect(refusal).not.toContain('\n');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to a proxy on this machine only', () => {
    expect(parseTrustProxy(undefined)).toEqual(['loopback']);
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
  });

  it.each(['none', 'NONE', 'false', '0', ''])('%j trusts no proxy', (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes addresses, ranges and named ranges', () => {
    expect(parseTrustProxy('172.28.0.10, 10.0.0.0/8,fd00::/8 , loopback')).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['1', '2', 'true', 'proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0.1,'])(
    'refuses %j with one line naming TRUST_PROXY',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^TRUST_PROXY: ".*" is not an address; give the proxy's address/,
      );
    },
  );
});
