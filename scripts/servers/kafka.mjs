// A throwaway single-node Apache Kafka (KRaft) for tests, without Docker: broker jars fetched once
// with Maven into a cache, a JVM started on two free loopback ports. See docs in INFRA.md.
// CLI: `node scripts/servers/kafka.mjs` prints KAFKA_BROKERS=... and runs until SIGINT/SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const KAFKA_VERSION = '3.9.1';
const HERE = dirname(fileURLToPath(import.meta.url));
const POM = join(HERE, 'kafka', 'pom.xml');
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;

function requireTool(command, args) {
  const probe = spawnSync(command, args, { stdio: 'ignore' });
  if (probe.error) {
    throw new Error(`kafka: '${command}' is not available (${probe.error.code ?? probe.error.message})`);
  }
}

/** Fetches the broker jars once; a marker file makes a half-finished fetch count as missing. */
function ensureLibs(cacheDir, log) {
  const root = join(cacheDir, 'kafka');
  const libs = join(root, 'libs');
  const marker = join(libs, `.complete-${KAFKA_VERSION}`);
  if (existsSync(marker)) {
    return libs;
  }
  requireTool('mvn', ['-v']);
  const staging = join(root, `libs.tmp-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  log(`fetching Kafka ${KAFKA_VERSION} broker jars with Maven into ${libs}`);
  const started = Date.now();
  const result = spawnSync(
    'mvn',
    [
      '-B',
      '-q',
      '-f',
      POM,
      'dependency:copy-dependencies',
      '-DincludeScope=runtime',
      `-DoutputDirectory=${staging}`,
    ],
    { encoding: 'utf8', timeout: 10 * 60_000 },
  );
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    // Maven colours its output even when piped; keep one plain line for the error.
    const plain = `${result.stdout ?? ''}${result.stderr ?? ''}`.replace(/\x1b\[[0-9;]*m/g, '');
    const detail = plain.split('\n').find((l) => /ERROR/.test(l));
    throw new Error(
      `kafka: Maven could not fetch the broker jars (${(detail ?? result.error?.message ?? `exit ${result.status}`).trim()})`,
    );
  }
  writeFileSync(join(staging, `.complete-${KAFKA_VERSION}`), new Date().toISOString());
  if (existsSync(marker)) {
    // Another process finished first and a broker may already run from its jars: keep them.
    rmSync(staging, { recursive: true, force: true });
    return libs;
  }
  rmSync(libs, { recursive: true, force: true });
  renameSync(staging, libs);
  log(`fetched broker jars in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return libs;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function portAnswers(port) {
  return new Promise((resolveAnswer) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolveAnswer(true);
    });
    socket.once('error', () => resolveAnswer(false));
  });
}

/** Kafka's Uuid: 16 random bytes, base64url without padding; the CLI rejects a leading '-'. */
function clusterId() {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) {
      return id;
    }
  }
}

function writeConfig(workDir, port, controllerPort) {
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const properties = join(workDir, 'server.properties');
  writeFileSync(
    properties,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
      'inter.broker.listener.name=PLAINTEXT',
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      `log.dirs=${dataDir}`,
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'transaction.state.log.num.partitions=1',
      'group.initial.rebalance.delay.ms=0',
      // Topics come from ensureTopic only, so a missing ensureTopic shows up in tests.
      'auto.create.topics.enable=false',
      // A small machine shared with other work.
      'num.network.threads=2',
      'num.io.threads=2',
      'num.recovery.threads.per.data.dir=1',
      '',
    ].join('\n'),
  );
  const log4j = join(workDir, 'log4j.properties');
  writeFileSync(
    log4j,
    [
      'log4j.rootLogger=INFO, file',
      'log4j.appender.file=org.apache.log4j.FileAppender',
      `log4j.appender.file.File=${join(workDir, 'server.log')}`,
      'log4j.appender.file.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n',
      'log4j.logger.kafka.request.logger=WARN',
      'log4j.logger.org.apache.kafka.controller=WARN',
      '',
    ].join('\n'),
  );
  return { properties, log4j };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tail(file, lines = 5) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join(' | ');
  } catch {
    return '';
  }
}

/**
 * Starts a single KRaft node and resolves once it listens and has logged "Kafka Server started".
 * Given the ports and workDir of a stopped broker, starts it again on its data (fault tests).
 * @param {{ cacheDir: string, workDir: string, log?: (line: string) => void, port?: number, controllerPort?: number }} options
 */
export async function startKafka({
  cacheDir,
  workDir,
  log = () => {},
  port: fixedPort,
  controllerPort: fixedController,
}) {
  requireTool('java', ['-version']);
  const libs = ensureLibs(cacheDir, log);
  const classpath = `${libs}/*`;
  mkdirSync(workDir, { recursive: true });
  const port = fixedPort ?? (await freePort());
  let controllerPort = fixedController ?? (await freePort());
  while (controllerPort === port) {
    controllerPort = await freePort();
  }
  const { properties, log4j } = writeConfig(workDir, port, controllerPort);
  const logging = `-Dlog4j.configuration=${pathToFileURL(log4j).href}`;

  // KRaft refuses to start on an unformatted log dir; a restart keeps the existing format
  // (formatting again would write a different cluster id).
  const formatted = existsSync(join(workDir, 'data', 'meta.properties'));
  const format = formatted
    ? { status: 0 }
    : spawnSync(
        'java',
        [
          '-Xmx128m',
          '-XX:TieredStopAtLevel=1',
          logging,
          '-cp',
          classpath,
          'kafka.tools.StorageTool',
          'format',
          '-t',
          clusterId(),
          '-c',
          properties,
          '--ignore-formatted',
        ],
        { encoding: 'utf8', timeout: 120_000 },
      );
  if (format.status !== 0) {
    const reason = `${format.stderr ?? ''}${format.stdout ?? ''}`.trim().split('\n').at(-1);
    throw new Error(
      `kafka: formatting storage failed (${reason || format.error?.message || `exit ${format.status}`})`,
    );
  }

  const outFile = join(workDir, 'kafka.out');
  const out = openSync(outFile, 'a');
  const child = spawn(
    'java',
    [
      '-Xms256m',
      '-Xmx512m',
      '-XX:+UseG1GC',
      '-XX:+ExitOnOutOfMemoryError',
      logging,
      '-cp',
      classpath,
      'kafka.Kafka',
      properties,
    ],
    { cwd: workDir, detached: true, stdio: ['ignore', out, out] },
  );
  closeSync(out);
  child.unref();
  const pid = child.pid;
  if (pid === undefined) {
    throw new Error('kafka: the broker JVM did not start');
  }
  writeFileSync(join(workDir, 'kafka.pid'), String(pid));
  log(`broker pid ${pid} on 127.0.0.1:${port} (controller ${controllerPort}), logs in ${workDir}`);

  const stop = async () => {
    if (!isAlive(pid)) {
      return;
    }
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + STOP_GRACE_MS;
    while (isAlive(pid) && Date.now() < deadline) {
      await sleep(100);
    }
    if (isAlive(pid)) {
      process.kill(pid, 'SIGKILL');
    }
  };

  const serverLog = join(workDir, 'server.log');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (!isAlive(pid) || child.exitCode !== null) {
      throw new Error(`kafka: the broker exited during start (${tail(outFile) || tail(serverLog)})`);
    }
    const started = existsSync(serverLog) && readFileSync(serverLog, 'utf8').includes('Kafka Server started');
    if (started && (await portAnswers(port))) {
      break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `kafka: the broker did not answer on 127.0.0.1:${port} within ${READY_TIMEOUT_MS / 1000} s`,
      );
    }
    await sleep(250);
  }
  return { brokers: `127.0.0.1:${port}`, version: KAFKA_VERSION, pid, port, controllerPort, stop };
}

async function main() {
  const cacheDir = resolve(HERE, '..', '..', '.cache');
  const workDir = mkdtempSync(join(tmpdir(), 'kafka-'));
  const log = (line) => process.stderr.write(`[kafka] ${line}\n`);
  const started = Date.now();
  let kafka;
  try {
    kafka = await startKafka({ cacheDir, workDir, log });
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    rmSync(workDir, { recursive: true, force: true });
    process.exit(1);
  }
  log(`Kafka ${kafka.version} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.stdout.write(`KAFKA_BROKERS=${kafka.brokers}\n`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) {
      return;
    }
    stopping = true;
    await kafka.stop();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Keep the event loop alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
