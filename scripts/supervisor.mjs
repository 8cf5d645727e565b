// `npm start`: the three roles in processes of their own, as the production topology runs them
// (issue 18), so the API, the projection workers and the live classroom use both cores. One
// supervisor starts them together, prints their logs as one stream (each line named by its
// role), restarts a role that dies, and stops them all on Ctrl+C / SIGTERM. The command-api
// runs as COMMAND_API_PROCESSES processes sharing one port (node:cluster: this process accepts
// and hands each connection to one of them), so requests use every core, not one.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const RESTART_MAX_MS = 30_000;
/** a role that ran this long before dying is restarted at once, not after a growing pause */
const HEALTHY_AFTER_MS = 60_000;
const STOP_GRACE_MS = 25_000;
const MAX_API_PROCESSES = 16;

/** COMMAND_API_PROCESSES: default one per core, at most four (each holds its own caches). */
function apiProcesses(env) {
  const given = env.COMMAND_API_PROCESSES;
  if (given === undefined || given === '') {
    return Math.min(4, availableParallelism());
  }
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1 || count > MAX_API_PROCESSES) {
    process.stderr.write(`COMMAND_API_PROCESSES must be a whole number from 1 to ${MAX_API_PROCESSES}\n`);
    process.exit(1);
  }
  return count;
}

async function freePort(host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The roles and what each is told: the command-api takes PORT/HOST (the address people open)
 * and passes `/socket.io` on to the realtime process; realtime and projections listen on
 * loopback ports of their own (their health checks).
 */
async function rolesFor(env) {
  const [realtimePort, projectionsPort] = [await freePort('127.0.0.1'), await freePort('127.0.0.1')];
  const api = {
    role: 'command-api',
    env: {
      REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
      PORT: env.PORT ?? '8080',
      HOST: env.HOST ?? '127.0.0.1',
    },
  };
  const apiCount = apiProcesses(env);
  return [
    { role: 'projections', env: { PORT: String(projectionsPort), HOST: '127.0.0.1' } },
    { role: 'realtime', env: { PORT: String(realtimePort), HOST: '127.0.0.1' } },
    ...(apiCount === 1
      ? [api]
      : Array.from({ length: apiCount }, (_, index) => ({
          ...api,
          env: {
            ...api.env,
            // the cores shared out: N processes each hashing on every core would starve the rest
            PASSWORD_HASH_THREADS:
              env.PASSWORD_HASH_THREADS ?? String(Math.max(1, Math.floor(availableParallelism() / apiCount))),
          },
          role: `command-api-${index + 1}`,
          clustered: true,
        }))),
  ];
}

export async function supervise(root) {
  const entry = path.join(root, 'system/src/main.ts');
  // options for every role's node (Node refuses --cpu-prof and such in NODE_OPTIONS)
  const nodeArgs = (process.env.PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // the command-api processes are this process's cluster workers: they share PORT
  cluster.setupPrimary({
    exec: entry,
    execArgv: [...nodeArgs, '--import', 'tsx'],
    args: ['--role=command-api'],
    cwd: root,
    silent: true,
  });
  const roles = await rolesFor(process.env);
  const width = Math.max(...roles.map(({ role }) => role.length));
  const say = (role, line) => process.stdout.write(`${`[${role}]`.padEnd(width + 2)} ${line}\n`);
  const running = new Map();
  let stopping = false;

  const start = (spec, attempt = 0) => {
    const startedAt = Date.now();
    let ready = false;
    const child = spec.clustered
      ? cluster.fork({ ...process.env, ...spec.env }).process
      : spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry, `--role=${spec.role}`], {
          cwd: root,
          env: { ...process.env, ...spec.env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
    running.set(spec.role, child);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        ready ||= line.includes('11+ Portal listening on');
        say(spec.role, line);
      });
    }
    child.once('exit', (code, signal) => {
      running.delete(spec.role);
      if (stopping) {
        if (running.size === 0) {
          process.exit(exitCode);
        }
        return;
      }
      if (!ready && attempt === 0 && signal === null) {
        // it never started (a configuration error, already printed): the others go down too
        say('supervisor', `${spec.role} could not start (exit ${code ?? signal}); stopping`);
        stopAll(1);
        return;
      }
      const healthy = Date.now() - startedAt > HEALTHY_AFTER_MS;
      const next = healthy ? 0 : attempt + 1;
      const pauseMs = healthy ? 0 : Math.min(RESTART_MAX_MS, 500 * 2 ** next);
      say(
        'supervisor',
        `${spec.role} stopped (exit ${code ?? signal}); restarting in ${(pauseMs / 1000).toFixed(1)} s`,
      );
      setTimeout(() => !stopping && start(spec, Math.max(next, 1)), pauseMs);
    });
  };

  let exitCode = 0;
  const stopAll = (code = 0) => {
    if (stopping) {
      return;
    }
    stopping = true;
    exitCode = code;
    if (running.size === 0) {
      process.exit(exitCode);
    }
    for (const child of running.values()) {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const child of running.values()) {
        child.kill('SIGKILL');
      }
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => stopAll(0));
  }
  for (const spec of roles) {
    start(spec);
  }
}
