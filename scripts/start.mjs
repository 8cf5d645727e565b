// npm start / start:<role> / projections:rebuild: install and build what is missing, then run.
//   npm start              the three roles in processes of their own under one supervisor
//   npm start -- --single  every role in one process (debugging, profiling)
//   --role=<role>          one role (start:command-api, start:projections, start:realtime)
//   --rebuild              replay the log into fresh read models (projections:rebuild)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilds, ensureDependencies, root } from './ensure.mjs';
import { supervise } from './supervisor.mjs';

const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild');
const single = args.includes('--single');
const role = args.find((arg) => arg.startsWith('--role='));

ensureDependencies();
if (!rebuild && (!role || role === '--role=command-api')) {
  ensureBuilds();
}
if (!rebuild && !single && !role) {
  await supervise(root);
} else {
  const entry = path.join(root, 'system/src', rebuild ? 'rebuild.ts' : 'main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...(role ? [role] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
