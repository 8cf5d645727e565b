import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser suites: one real system and one chromium per file, files run one after another so
// they never compete for CPU (screenshots and timings stay stable).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ['default'],
  },
});
