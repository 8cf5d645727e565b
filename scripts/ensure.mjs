// Install and build steps that `npm start` and `npm test` run when needed (plain Node, no dependencies).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) {
    return 0;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : mtime(full));
  }
  return latest;
}

/** npm ci on a fresh clone, npm install when the lock file changed since the last install. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const native = path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  if (mtime(marker) >= mtime(lock) && fs.existsSync(native)) {
    return;
  }
  console.log('> installing dependencies (first run takes a few minutes: better-sqlite3 compiles)');
  const status = fs.existsSync(marker)
    ? run('npm', ['install', '--no-audit', '--no-fund'])
    : run('npm', ['ci', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('dependency installation failed');
    process.exit(status);
  }
}

/** Builds a UI when its dist is missing or older than its sources or the shared contracts. */
export function ensureBuilds() {
  for (const app of ['learner-ui', 'admin-ui']) {
    const dist = mtime(path.join(root, app, 'dist/index.html'));
    const sources = Math.max(
      newest(path.join(root, app, 'src')),
      mtime(path.join(root, app, 'index.html')),
      mtime(path.join(root, app, 'vite.config.ts')),
      newest(path.join(root, 'contracts/src')),
    );
    if (dist > 0 && dist >= sources) {
      continue;
    }
    console.log(`> building ${app}`);
    const status = run('npm', ['run', 'build', '--workspace', app]);
    if (status !== 0) {
      console.error(`${app} build failed`);
      process.exit(status);
    }
  }
}
