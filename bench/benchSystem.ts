/** The admin a bench's system creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'admin@bench.example.org', password: 'bench-admin-password' };

/** What a bench's in-process system is configured with: a fresh DATA_DIR, a free port, no demo data. */
export function benchEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...extra,
  };
}
