// npm test: typecheck, lint, unit/contract/HTTP suites, browser suites; a summary at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureBuilds, ensureDependencies, run } from './ensure.mjs';
import { provisionRealServers, realServersLine } from './servers/provision.mjs';

ensureDependencies();
ensureChromium();
ensureBuilds();

console.log('\n> real servers');
const servers = await provisionRealServers();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void servers.stopAll().then(() => process.exit(1)));
}

// typecheck and lint are single-threaded: they run side by side (two cores), each printing its
// output when it ends; the test suites then run one after the other, as they use every core.
const checks = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
];
const suites = [
  [
    'unit, contract and HTTP tests',
    'npx',
    ['vitest', 'run', ...jsonReport('unit')],
    { PORTAL_TEST_STAGE: 'unit' },
  ],
  // many processes of the system at once (npm start's roles, the proxied topology): on their own
  [
    'multi-process tests',
    'npx',
    ['vitest', 'run', ...jsonReport('multiprocess')],
    { PORTAL_TEST_STAGE: 'multi-process' },
  ],
  ['browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...jsonReport('e2e')]],
];
const results = [];
console.log(`\n> ${checks.map(([name]) => name).join(' and ')}, side by side`);
results.push(...(await Promise.all(checks.map(([name, command, args]) => runCaptured(name, command, args)))));
for (const [name, command, args, stageEnv = {}] of suites) {
  console.log(`\n> ${name}`);
  const started = Date.now();
  // only the vitest runs see the real servers' URLs; the systems they start are told explicitly
  const status = run(command, args, { env: { ...process.env, ...servers.env, ...stageEnv } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0) });
}

console.log('\nsummary:');
for (const result of results) {
  console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
}
await servers.stopAll();
const unitReport = readReport('unit');
const failed = results.filter((result) => !result.ok).length;
const counts = ['unit', 'multiprocess', 'e2e'].map(readCounts).reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
// the failures again, by name, so that the last lines of a long run say what to look at
for (const failure of ['unit', 'multiprocess', 'e2e'].flatMap((name) => failedTests(readReport(name)))) {
  console.log(`  failed: ${failure}`);
}
// last, as DESIGN.md §5 asks: what each real component proved, or why it was skipped
console.log(realServersLine(servers.components, unitReport));
process.exit(failed === 0 ? 0 : 1);

/** Runs a check with its output kept, printed whole when it ends (so two checks never interleave). */
function runCaptured(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n> ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: status === 0, seconds });
    });
  });
}

function jsonReport(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile=test-results/vitest-${name}.json`];
}

function readReport(name) {
  try {
    return JSON.parse(fs.readFileSync(`test-results/vitest-${name}.json`, 'utf8'));
  } catch {
    return null;
  }
}

function failedTests(report) {
  if (!report) {
    return [];
  }
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') {
      return [`${where}: ${(file.message ?? '').split('\n')[0]}`];
    }
    return tests.map(
      (test) => `${where} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`,
    );
  });
}

function readCounts(name) {
  try {
    const report = JSON.parse(fs.readFileSync(`test-results/vitest-${name}.json`, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

/** Browser tests use Debian's chromium; installed here when missing (as root), never downloaded by a tool. */
function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) {
    return;
  }
  if (process.getuid?.() !== 0) {
    console.error(
      'chromium is missing: install it with `apt-get install -y chromium` (browser tests need /usr/bin/chromium)',
    );
    return;
  }
  console.log('> installing chromium from Debian packages');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
