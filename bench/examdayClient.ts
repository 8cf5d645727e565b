/**
 * The exam-day load's HTTP client: one keep-alive connection pool per student, bound to a
 * loopback address of the student's own (127.1.x.y), so the server sees a class of distinct
 * addresses as a real exam day would (and per-address limits count each child apart).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Timed<T> {
  status: number;
  body: T;
  ms: number;
}

/** 127.1.0.1, 127.1.0.2, … : any 127.0.0.0/8 address is this machine's on Linux. */
export function loopbackAddress(index: number): string {
  const n = index + 1;
  return `127.1.${(n >> 8) & 255}.${n & 255}`;
}

export class BenchClient {
  private cookie = '';
  private readonly agent: http.Agent;
  private readonly target: URL;

  constructor(baseUrl: string, localAddress = '127.0.0.1') {
    this.target = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
  }

  get sessionCookie(): string {
    return this.cookie;
  }

  request<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Timed<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: this.target.hostname,
          port: this.target.port,
          method,
          path,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload !== undefined && {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            }),
            ...(this.cookie && { cookie: this.cookie }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const setCookie = response.headers['set-cookie'];
            if (setCookie?.length) {
              this.cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
            }
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON (a proxy's error page): kept as text
            }
            resolve({ status: response.statusCode ?? 0, body: parsed as T, ms: performance.now() - started });
          });
          response.on('error', () =>
            resolve({ status: 0, body: undefined as T, ms: performance.now() - started }),
          );
        },
      );
      request.on('error', () =>
        resolve({ status: 0, body: undefined as T, ms: performance.now() - started }),
      );
      request.end(payload);
    });
  }

  login(email: string, password: string) {
    return this.request('POST', '/api/auth/login', { email, password, rememberMe: false });
  }

  close(): void {
    this.agent.destroy();
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** "p50 12 ms  p99 80 ms  max 95 ms" */
export function spread(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (n: number) =>
    Number.isNaN(n) ? '-' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(0)} ms`;
  return `p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}`;
}

/** This (client) process's CPU over a phase, as a share of one core. */
export function clientCpu(): () => string {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  return () => {
    const used = process.cpuUsage(cpu);
    const share = (used.user + used.system) / 1000 / (performance.now() - wall);
    return `client CPU ${(share * 100).toFixed(0)} % of one core`;
  };
}
