import { constants, setPriority } from 'node:os';
import { PASSWORD_COST, configurePasswordHashing } from '@portal/command-api';
import { createLogger } from '@portal/platform';
import { ConfigError, Role, assertSafeForProduction, loadConfig } from './config';
import type { ProcessRole } from './config';
import { startSystem } from './system';

/** `node --import tsx system/src/main.ts [--role=command-api|projections|realtime]` */
async function main(): Promise<void> {
  // DATA_DIR holds children's personal data: files are readable by this account only
  process.umask(0o077);
  const roleArg = process.argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  const roles: ProcessRole[] = roleArg ? [Role.parse(roleArg)] : ['command-api', 'projections', 'realtime'];
  const config = loadConfig();
  // NODE_ENV=production refuses cheap hashing, demo accounts and a key-encryption key in DATA_DIR,
  // before anything is opened or generated
  assertSafeForProduction(config, PASSWORD_COST);
  configurePasswordHashing({ threads: config.passwordHashThreads });
  if (roleArg === 'projections') {
    // background work: on a machine shared with the API, requests (an exam's saves) go first and
    // the read models catch up a few milliseconds later (docs/BENCHMARKS.md, exam auto-save)
    setPriority(constants.priority.PRIORITY_LOW);
  }
  const logger = createLogger({ level: config.logLevel, base: { role: roleArg ?? 'all' } });
  const system = await startSystem({ config, roles, logger });
  const lines = [`11+ Portal listening on ${system.url}`];
  if (roles.includes('command-api')) {
    lines.push(`  learner app:   ${system.url}/`, `  staff console: ${system.url}/admin/`);
  }
  if (system.demoLogins) {
    lines.push('  demo logins (SEED_DEMO=1; also in DATA_DIR/demo-logins.json):');
    system.demoLogins.forEach((login) =>
      lines.push(`    ${login.role.padEnd(8)} ${login.email}  ${login.password}`),
    );
  }
  process.stdout.write(lines.join('\n') + '\n');

  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) {
      return;
    }
    signalled = true;
    logger.info('shutting down', { signal });
    // a dependency that never answers must not keep a stopped process alive
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 25_000).unref();
    system.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // one clear line naming what failed, never a stack for configuration problems
  const message =
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
  process.stderr.write(`11+ Portal failed to start: ${message}\n`);
  if (!(error instanceof ConfigError) && error instanceof Error && process.env.LOG_LEVEL === 'debug') {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
