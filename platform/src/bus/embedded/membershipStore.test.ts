import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MembershipStore } from './membershipStore';
import type { GroupKey } from './membershipStore';
import { MessageStore } from './messageStore';
import { openBusDatabase } from './schema';

const LEASE = 1_000;
const member = (memberId: string): GroupKey => ({ groupId: 'g', topic: 't', memberId });
const a = member('a');
const b = member('b');

describe('membership leases', () => {
  let dir: string;
  let db: Database.Database;
  let messages: MessageStore;
  let membership: MembershipStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-membership-'));
    db = openBusDatabase(join(dir, 'bus.sqlite'), 1_000);
    messages = new MessageStore(db);
    membership = new MembershipStore(db);
    messages.ensureTopic('t', 4);
  });

  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given one member, when a second joins, then it gets its share only after the first releases', () => {
    const first = membership.heartbeat(a, 4, LEASE, 0, false);
    expect([...first.owned.keys()].sort()).toEqual([0, 1, 2, 3]);

    const joining = membership.heartbeat(b, 4, LEASE, 10, false);
    expect([...joining.wanted].sort()).toEqual([1, 3]);
    expect(joining.owned.size).toBe(0); // still held by "a"
    expect(joining.generation).toBeGreaterThan(first.generation);

    const aSees = membership.heartbeat(a, 4, LEASE, 20, true);
    expect([...aSees.wanted].sort()).toEqual([0, 2]);
    membership.release(a, 1, aSees.owned.get(1)!);
    membership.release(a, 3, aSees.owned.get(3)!);

    expect([...membership.heartbeat(b, 4, LEASE, 30, true).owned.keys()].sort()).toEqual([1, 3]);
    expect([...membership.heartbeat(a, 4, LEASE, 40, true).owned.keys()].sort()).toEqual([0, 2]);
  });

  it('given a member whose lease expired, when another heartbeats, then it is evicted, its partitions move and its commits are fenced', () => {
    const stale = membership.heartbeat(a, 4, LEASE, 0, false);
    membership.heartbeat(b, 4, LEASE, 500, false);
    const claimA = { ...a, partition: 0, claimId: stale.owned.get(0)! };
    expect(messages.commit(claimA, 1)).toBe(true);

    const takeover = membership.heartbeat(b, 4, LEASE, 1_200, true); // a expired at 1000
    expect([...takeover.owned.keys()].sort()).toEqual([0, 1, 2, 3]);
    expect(messages.commit(claimA, 2)).toBe(false);
    expect(messages.committed('g', 't', 0)).toBe(1);

    const back = membership.heartbeat(a, 4, LEASE, 1_300, true);
    expect(back.rejoined).toBe(true);
    expect(back.owned.size).toBe(0);
  });

  it('given a member that re-claims a partition, when its old claim commits, then the commit is refused', () => {
    const first = membership.heartbeat(a, 1, LEASE, 0, false);
    const oldClaim = { ...a, partition: 0, claimId: first.owned.get(0)! };
    membership.release(a, 0, oldClaim.claimId);
    const again = membership.heartbeat(a, 1, LEASE, 10, true);
    expect(again.owned.get(0)).not.toBe(oldClaim.claimId);
    expect(messages.commit(oldClaim, 5)).toBe(false);
    expect(messages.commit({ ...oldClaim, claimId: again.owned.get(0)! }, 5)).toBe(true);
  });

  it('given a member that leaves, then its claims are freed and the generation moves', () => {
    membership.heartbeat(a, 4, LEASE, 0, false);
    const before = membership.generationOf('g', 't');
    membership.leave(a);
    expect(membership.generationOf('g', 't')).toBeGreaterThan(before);
    expect([...membership.heartbeat(b, 4, LEASE, 10, false).owned.keys()].sort()).toEqual([0, 1, 2, 3]);
  });
});
