import { afterAll, afterEach } from 'vitest';

/**
 * Registers the clean-up of a suite that opens sockets: after each test `reset` runs (a clock put
 * back, say) and the sockets it opened are closed; after the file the system is stopped. `system`
 * is read then, as the file's beforeAll assigns it.
 */
export function cleanUpSocketSuite(
  peers: { close(): void }[],
  system: () => { stop(): Promise<void> },
  reset: () => void = () => {},
): void {
  afterEach(() => {
    reset();
    peers.splice(0).forEach((peer) => peer.close());
  });
  afterAll(async () => {
    await system().stop();
  });
}
