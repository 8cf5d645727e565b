// FerretDB v1 (MongoDB wire protocol over SQLite, pure Go) for tests on machines without Docker.
// Built once from our own tiny Go module in ./ferretdb (see docs: the upstream command panics
// when built with `go install`), cached under <cacheDir>/ferretdb/, started on a free loopback port.
//
//   import { startFerretDb } from './servers/ferretdb.mjs';
//   const server = await startFerretDb({ cacheDir, workDir, log });  // server.url, server.stop()
//
// CLI: `node scripts/servers/ferretdb.mjs` prints MONGO_URL=... and runs until SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const FERRETDB_VERSION = '1.24.2';

const here = path.dirname(fileURLToPath(import.meta.url));
const moduleDir = path.join(here, 'ferretdb');
const SOURCES = ['main.go', 'go.mod', 'go.sum'];
const READY_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;

/**
 * Builds (when needed) and starts FerretDB. Throws an Error with a one-line reason when Go is
 * missing, the build fails, or the server does not answer within 30 s.
 */
export async function startFerretDb({ cacheDir, workDir, log = () => {} }) {
  const binary = await ensureBinary(cacheDir, log);
  const dataDir = path.join(workDir, 'ferretdb-data');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(binary, ['-port', String(port), '-data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stderrTail = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderrTail = (stderrTail + chunk).slice(-2_000);
    for (const line of chunk.split('\n').filter(Boolean)) {
      log(`ferretdb: ${line}`);
    }
  });
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      log(`ferretdb: ${line}`);
    }
  });
  child.once('error', () => {}); // reported through `exited`

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const url = `mongodb://127.0.0.1:${port}/`;
  const answered = await Promise.race([
    waitUntilAnswers(port, Date.now() + READY_TIMEOUT_MS),
    exited.then(({ code, signal }) => ({ exited: true, code, signal })),
  ]);
  if (answered !== true) {
    await stop();
    const reason = answered.exited
      ? `exited (${answered.signal ?? `code ${answered.code}`}): ${lastLine(stderrTail)}`
      : `no answer on port ${port} within ${READY_TIMEOUT_MS / 1000} s`;
    throw new Error(`ferretdb: ${reason}`);
  }
  log(`ferretdb ${FERRETDB_VERSION} answering at ${url} (pid ${child.pid})`);
  return { url, version: FERRETDB_VERSION, pid: child.pid, stop };
}

/** Builds the binary unless the cached one was built from the same sources. */
async function ensureBinary(cacheDir, log) {
  const outDir = path.join(path.resolve(cacheDir), 'ferretdb');
  const binary = path.join(outDir, 'ferretdb');
  const stampFile = path.join(outDir, 'sources.sha256');
  const hash = createHash('sha256');
  for (const file of SOURCES) {
    hash.update(file).update(readFileSync(path.join(moduleDir, file)));
  }
  const stamp = hash.digest('hex');
  if (existsSync(binary) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp) {
    return binary;
  }
  mkdirSync(outDir, { recursive: true });
  const go = await run('go', ['version'], moduleDir, process.env);
  if (go.missing) {
    throw new Error('ferretdb: `go` is not on PATH; install Go 1.24+ to build FerretDB');
  }
  log(`ferretdb: building FerretDB ${FERRETDB_VERSION} with ${go.stdout.trim()} (first time takes minutes)`);
  const started = Date.now();
  const build = await run('go', ['build', '-o', binary, '.'], moduleDir, {
    ...process.env,
    CGO_ENABLED: '0',
  });
  if (build.code !== 0) {
    throw new Error(`ferretdb: go build failed: ${lastLine(build.stderr)}`);
  }
  writeFileSync(stampFile, `${stamp}\n`);
  log(`ferretdb: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return binary;
}

function run(command, args, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr = (stderr + chunk).slice(-4_000)));
    child.once('error', (error) =>
      resolve({ code: -1, stdout, stderr: error.message, missing: error.code === 'ENOENT' }),
    );
    child.once('close', (code) => resolve({ code, stdout, stderr, missing: false }));
  });
}

const lastLine = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? 'no output';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls with a real `ping` command (OP_MSG), so "ready" means it answers MongoDB's protocol. */
async function waitUntilAnswers(port, deadline) {
  while (Date.now() < deadline) {
    if (await pings(port)) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function pings(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = Buffer.alloc(0);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write(pingMessage()));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 4 && received.length >= received.readInt32LE(0)) {
        // Header (16) + flags (4) + section kind (1), then the reply document: look for ok: 1.0.
        const reply = received.subarray(21);
        const ok = reply.indexOf(Buffer.from([0x01, 0x6f, 0x6b, 0x00]));
        done(ok >= 0 && reply.readDoubleLE(ok + 4) === 1);
      }
    });
  });
}

/** OP_MSG carrying { ping: 1, $db: 'admin' }, encoded by hand to keep this file dependency-free. */
function pingMessage() {
  const body = Buffer.concat([
    Buffer.from([0x10]),
    Buffer.from('ping\0'),
    int32(1),
    Buffer.from([0x02]),
    Buffer.from('$db\0'),
    int32(6),
    Buffer.from('admin\0'),
    Buffer.from([0x00]),
  ]);
  const document = Buffer.concat([int32(body.length + 4), body]);
  const payload = Buffer.concat([int32(0), Buffer.from([0x00]), document]);
  const header = Buffer.concat([int32(16 + payload.length), int32(1), int32(0), int32(2013)]);
  return Buffer.concat([header, payload]);
}

function int32(value) {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32LE(value);
  return buffer;
}

async function main() {
  const cacheDir = path.resolve(here, '../../.cache');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ferretdb-'));
  const log = (line) => process.stderr.write(`${line}\n`);
  let server;
  try {
    server = await startFerretDb({ cacheDir, workDir, log });
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stdout.write(`MONGO_URL=${server.url}\n`);
  const shutdown = async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
