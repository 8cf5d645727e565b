import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit, contract and HTTP suites, plus the UIs' pure logic. Browser tests have their own config
// (e2e/vitest.config.ts).

/**
 * Suites that start many processes of the whole system at once (npm start's roles, the proxied
 * topology): npm test runs them in a stage of their own after the others
 * (PORTAL_TEST_STAGE=multi-process), so they neither starve nor are starved by the parallel
 * suites; run directly, vitest runs every suite.
 */
const MULTI_PROCESS = [
  'system/test/platform/startSupervisor.test.ts',
  'system/test/platform/proxyTopology.test.ts',
];
const stage = process.env.PORTAL_TEST_STAGE;

export default defineConfig({
  resolve: {
    alias: {
      '@portal/ui-shared/theme': fileURLToPath(new URL('./ui-shared/src/theme/tokens.ts', import.meta.url)),
    },
  },
  test: {
    include:
      stage === 'multi-process'
        ? MULTI_PROCESS
        : [
            '{contracts,platform,command-api,projections,realtime,system}/src/**/*.test.ts',
            // the HTTP tests against the whole system, one folder per module (system/test/<module>/)
            'system/test/**/*.test.ts',
            '{admin-ui,learner-ui,ui-shared}/src/**/*.test.ts',
          ],
    exclude: [...configDefaults.exclude, ...(stage === 'unit' ? MULTI_PROCESS : [])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // each multi-process suite starts whole systems that load every core: one suite at a time, so
    // a start-up under another suite's load does not outlast read-your-writes (CI saw a 404 then)
    fileParallelism: stage !== 'multi-process',
    // npm test's unit stage: a worker keeps the modules it loaded from one file to the next instead
    // of importing the whole system again for each of ~250 files (import time fell from 328 s to
    // 41 s, the stage from 468 s to 298 s on two cores); every suite sets up its own state
    isolate: stage !== 'unit',
    // ...so a stubbed global (window, fetch) must not outlive its test: the next file in the same
    // worker would see it (CI: admin-ui suites found consent.test's stand-in window)
    setupFiles: ['./vitest.setup.ts'],
    // vitest's default is one fewer than the cores: one worker on a two-core machine. The HTTP
    // suites spend much of their time waiting on their servers, so two at a time use both cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default'],
  },
});
