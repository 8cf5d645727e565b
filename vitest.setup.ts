import { afterEach, vi } from 'vitest';

// Runs before every test file. vitest's own unstubGlobals undoes stubs *before* each test, which
// leaves the last test's stubs in place for the next file of a non-isolated worker.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
