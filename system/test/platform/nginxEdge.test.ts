import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../src/testing/harness';
import type { Nginx } from '../../src/testing/nginx';
import { nginxUnavailable, startNginx } from '../../src/testing/nginx';

// deploy/nginx as docker-compose.yml runs it: behind the TLS edge (Caddy), which alone may say who
// the client is and that the page is HTTPS; and as the topology test runs it, at the edge itself.

interface Seen {
  node: string;
  forwardedFor: string;
  forwardedProto: string;
}

/** An upstream that answers with what it was told. */
async function upstream(node: string): Promise<{ port: number; server: http.Server }> {
  const server = http.createServer((req, res) => {
    const seen: Seen = {
      node,
      forwardedFor: String(req.headers['x-forwarded-for'] ?? ''),
      forwardedProto: String(req.headers['x-forwarded-proto'] ?? ''),
    };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

const missing = nginxUnavailable();

describe.skipIf(missing !== null)(`the proxy configuration${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const upstreams: http.Server[] = [];
  let edge: Nginx;
  let front: Nginx;
  beforeAll(async () => {
    const [api, rtA, rtB] = await Promise.all([upstream('api'), upstream('rt-a'), upstream('rt-b')]);
    upstreams.push(api.server, rtA.server, rtB.server);
    const ports = { api: [api.port], realtime: [rtA.port, rtB.port] };
    // this test's requests come from 127.0.0.1: for `edge` that is the TLS edge's address
    [edge, front] = await Promise.all([
      startNginx({ workDir: tempDataDir('portal-nginx-edge-'), ...ports, edgeProxy: '127.0.0.1' }),
      startNginx({ workDir: tempDataDir('portal-nginx-front-'), ...ports }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([edge?.stop(), front?.stop()]);
    upstreams.forEach((server) => server.close());
  });

  const get = async (proxy: Nginx, path: string, headers: Record<string, string>) =>
    (await (await fetch(`${proxy.url}${path}`, { headers })).json()) as Seen;

  it('given the compose router behind the TLS edge, when the edge forwards a child on HTTPS, then the portal is told the child’s address and https', async () => {
    const seen = await get(edge, '/api/health', {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
    });
    expect(seen.node).toBe('api');
    // the right-most address the portal does not trust (it trusts the router) is the child's
    expect(seen.forwardedFor.split(',').at(-1)!.trim()).toBe('198.51.100.7');
    expect(seen.forwardedProto).toBe('https');
  });

  it('given the compose router behind the TLS edge, when many classroom devices open sockets, then each stays on one realtime node by its own address and the class spreads over both', async () => {
    const clients = ['198.51.100.7', '203.0.113.9', '192.0.2.44', '100.64.3.1', '10.20.30.40', '172.16.9.9'];
    const nodes = new Map<string, Set<string>>();
    for (const client of clients) {
      for (let i = 0; i < 3; i++) {
        const seen = await get(edge, '/socket.io/?EIO=4&transport=polling', { 'x-forwarded-for': client });
        nodes.set(client, (nodes.get(client) ?? new Set()).add(seen.node));
      }
    }
    clients.forEach((client) => expect(nodes.get(client)!.size).toBe(1));
    const used = new Set([...nodes.values()].flatMap((set) => [...set]));
    expect([...used].sort()).toEqual(['rt-a', 'rt-b']);
  });

  it('given the proxy at the edge itself, when a client claims another address and https, then the portal is told the real address and http', async () => {
    const seen = await get(front, '/api/health', {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
    });
    expect(seen.forwardedFor.split(',').at(-1)!.trim()).toBe('127.0.0.1');
    expect(seen.forwardedProto).toBe('http');
  });
});
