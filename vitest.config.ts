import { defineConfig } from 'vitest/config';

// Unit, contract and HTTP suites. Browser tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    include: ['{contracts,platform,command-api,projections,realtime,system}/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
