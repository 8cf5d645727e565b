/**
 * `npm run bench`: every embedded benchmark, one after another, each in its own process so one
 * does not warm or load the next. bench/real-vs-embedded.ts needs real servers and is run on its
 * own (see its header).
 */
import { spawnSync } from 'node:child_process';

const BENCHES = [
  'eventstore-append.ts',
  'bus-throughput.ts',
  'readmodels-query.ts',
  'replay-and-startup.ts',
  'accounts-privacy.ts',
  'students-list.ts',
  'autosave.ts',
  'mock-sas.ts',
  // needs Redis: REDIS_URL, or redis-server on the PATH (skipped otherwise)
  'classroom.ts',
];

let failed = 0;
for (const bench of BENCHES) {
  console.log(`\n> bench/${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${bench}`], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.error(`bench/${bench} exited with ${result.status ?? result.signal}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
