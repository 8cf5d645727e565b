import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Another process (as another role of npm start creating its tables) holds a write transaction
 * on `file` for `ms`. While a writer holds a fresh file, SQLite refuses the switch to WAL at
 * once, busy timeout or not: "database is locked". Resolves once the writer holds the lock.
 */
export async function writtenByAnotherProcess(
  file: string,
  ms: number,
): Promise<{ released: Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require(${JSON.stringify(betterSqlite)}))(${JSON.stringify(file)});
       db.exec('CREATE TABLE IF NOT EXISTS held_by_another_process (x)'); db.exec('BEGIN IMMEDIATE');
       db.exec('INSERT INTO held_by_another_process VALUES (1)'); console.log('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${Math.trunc(ms)});
       db.exec('COMMIT'); db.close();`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited (${code}) before it locked`)));
  });
  // an object, not the promise itself: an async function would wait for a returned promise
  return { released: new Promise((resolve) => child.once('exit', () => resolve())) };
}
