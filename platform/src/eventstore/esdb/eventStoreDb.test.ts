import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStoreDb } from './eventStoreDb';

// No server needed: these pin down that opening fails fast and says why, instead of hanging.
describe('openEventStoreDb without a server', () => {
  const servers: Server[] = [];
  const sockets: Socket[] = [];

  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.destroy());
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function listen(onConnection: (socket: Socket) => void): Promise<number> {
    const server = createServer((socket) => {
      sockets.push(socket);
      onConnection(socket);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  async function closedPort(): Promise<number> {
    const port = await listen(() => undefined);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    return port;
  }

  async function failureOf(promise: Promise<unknown>): Promise<{ error: Error; ms: number }> {
    const started = Date.now();
    try {
      await promise;
    } catch (error) {
      return { error: error as Error, ms: Date.now() - started };
    }
    throw new Error('expected openEventStoreDb to reject');
  }

  it('given nothing listening, when opening, then it rejects promptly with an eventstoredb: error', async () => {
    const port = await closedPort();
    const { error, ms } = await failureOf(
      openEventStoreDb({ url: `esdb://127.0.0.1:${port}?tls=false`, connectTimeoutMs: 3_000 }),
    );
    expect(error.message).toMatch(/^eventstoredb: /);
    expect(ms).toBeLessThan(4_000);
  });

  it('given a peer that accepts but never answers, when opening, then it rejects after the timeout', async () => {
    const port = await listen(() => undefined);
    const { error, ms } = await failureOf(
      openEventStoreDb({ url: `esdb://127.0.0.1:${port}?tls=false`, connectTimeoutMs: 1_500 }),
    );
    expect(error.message).toMatch(/^eventstoredb: /);
    expect(ms).toBeLessThan(3_000);
  });

  it('given a peer that is not gRPC, when opening with credentials, then the password stays out of the error', async () => {
    const port = await listen((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    const { error } = await failureOf(
      openEventStoreDb({ url: `esdb://admin:s3cret@127.0.0.1:${port}?tls=false`, connectTimeoutMs: 2_000 }),
    );
    expect(error.message).toMatch(/^eventstoredb: /);
    expect(error.message).not.toContain('s3cret');
  });

  it('given a malformed connection string, when opening, then it rejects with an eventstoredb: error', async () => {
    const { error } = await failureOf(openEventStoreDb({ url: 'http://127.0.0.1:2113' }));
    expect(error.message).toMatch(/^eventstoredb: /);
  });
});
