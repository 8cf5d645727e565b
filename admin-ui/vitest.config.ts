import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The console's pure logic (page table, access, list queries, validation, wording). Run with
// `npx vitest run --config admin-ui/vitest.config.ts`; screens are covered by the browser tests.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: {
      '@portal/ui-shared/theme': fileURLToPath(new URL('../ui-shared/src/theme/tokens.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
