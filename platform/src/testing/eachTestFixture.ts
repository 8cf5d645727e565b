import { afterEach, beforeEach } from 'vitest';

/** What a contract suite's `open` gives each test: something to test, and a way to remove it. */
export interface CleanableFixture {
  readonly cleanup: () => Promise<void>;
}

/**
 * The set-up every port's contract suite shares: before each test, `open` a fixture of the test's
 * own and hand it to `use` (which keeps the subject the tests call); after each, clean it up.
 * Answers the current test's fixture.
 */
export function eachTestFixture<F extends CleanableFixture>(
  open: () => Promise<F>,
  use: (fixture: F) => void,
): () => F {
  let fixture: F | undefined;

  beforeEach(async () => {
    fixture = await open();
    use(fixture);
  });

  afterEach(async () => {
    await fixture?.cleanup();
    fixture = undefined;
  });

  return () => {
    if (!fixture) {
      throw new Error('The fixture is open only inside a test');
    }
    return fixture;
  };
}
