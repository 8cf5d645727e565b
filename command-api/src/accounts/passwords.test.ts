import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closePasswordHashing, hashPassword, verifyPassword } from './passwords';

/** This process's threads by nice value (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadsAtNice(nice: number): number {
  return readdirSync('/proc/self/task').filter((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]) === nice;
  }).length;
}

afterAll(() => closePasswordHashing());

describe.runIf(process.platform === 'linux')('the password pool', () => {
  it('given a hash, when the pool runs it, then its threads run below the request threads (nice 19), so exam starts and saves go first', async () => {
    // a pool another suite of this worker started is closed first: the one measured starts here
    await closePasswordHashing();
    const before = threadsAtNice(19);
    const stored = await hashPassword('a long enough password');
    expect(await verifyPassword('a long enough password', stored)).toBe(true);
    expect(await verifyPassword('another password', stored)).toBe(false);
    expect(threadsAtNice(19)).toBeGreaterThan(before);
  });
});
