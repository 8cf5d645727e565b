import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const render = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx/render.sh');

export interface Nginx {
  readonly url: string;
  readonly version: string;
  /** `upstream-address uri` per proxied request (this test proxy logs where each went) */
  upstreamLog(): string[];
  stop(): Promise<void>;
}

/** Debian's nginx, installed with apt-get when missing (as root); null with the reason otherwise. */
export function nginxUnavailable(): string | null {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status === 0) {
    return null;
  }
  if (process.getuid?.() !== 0) {
    return 'nginx is not installed (apt-get install -y nginx)';
  }
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return spawnSync('sh', ['-c', 'command -v nginx']).status === 0 ? null : 'apt-get could not install nginx';
}

/**
 * The deployment's proxy configuration in front of these loopback ports, in a work directory of its
 * own; `edgeProxy`: as compose runs it, behind a TLS edge at that address.
 */
export async function startNginx(options: {
  workDir: string;
  api: number[];
  realtime: number[];
  edgeProxy?: string;
}): Promise<Nginx> {
  const port = await freePort();
  const dir = options.workDir;
  fs.mkdirSync(dir, { recursive: true });
  const servers = (ports: number[]) =>
    ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join(' ');
  const rendered = spawnSync('sh', [render], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      LISTEN: `127.0.0.1:${port}`,
      API_SERVERS: servers(options.api),
      REALTIME_SERVERS: servers(options.realtime),
      ACCESS_LOG: `${dir}/upstreams.log upstreams`,
      EDGE_PROXY: options.edgeProxy ?? '',
    },
  });
  if (rendered.status !== 0) {
    throw new Error(`render.sh failed: ${rendered.stderr}`);
  }
  const site = rendered.stdout;
  const main = [
    // as root the workers would drop to nobody, who cannot use this private work directory
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    "  log_format upstreams '$upstream_addr $uri $remote_addr';",
    `  include ${dir}/site.conf;`,
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const version = /nginx\/([\d.]+)/.exec(spawnSync('nginx', ['-v']).stderr.toString())?.[1] ?? 'unknown';
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${url}/nginx-probe`).then(
      () => true,
      () => false,
    );
    if (up) {
      break;
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(
        `nginx did not start: ${fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    version,
    upstreamLog: () =>
      fs.existsSync(`${dir}/upstreams.log`)
        ? fs.readFileSync(`${dir}/upstreams.log`, 'utf8').split('\n').filter(Boolean)
        : [],
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
