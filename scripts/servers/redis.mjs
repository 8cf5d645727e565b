// A private Redis for the test suites: Debian's redis-server (installed with apt-get when
// missing and running as root), on a free loopback port, nothing on disk.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function startRedis({ workDir, log = () => {} }) {
  if (!hasCommand('redis-server')) {
    if (process.getuid?.() !== 0) {
      throw new Error('redis-server is not installed (apt-get install -y redis-server)');
    }
    log('installing redis-server from Debian packages');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status !== 0 || !hasCommand('redis-server')) {
      throw new Error('apt-get could not install redis-server');
    }
  }
  const version = /v=([\d.]+)/.exec(execFileSync('redis-server', ['--version']).toString())?.[1] ?? 'unknown';
  const port = await freePort();
  fs.mkdirSync(workDir, { recursive: true });
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', workDir],
    { stdio: ['ignore', fs.openSync(path.join(workDir, 'redis.log'), 'a'), 'ignore'], detached: true },
  );
  child.unref();
  await waitForPort(port, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    version,
    pid: child.pid,
    stop: async () => {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`nothing answered on 127.0.0.1:${port} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startRedis({
    workDir: fs.mkdtempSync(path.join(os.tmpdir(), 'redis-')),
    log: console.log,
  });
  console.log(`REDIS_URL=${server.url}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30); // stay until signalled: the server is detached
}
