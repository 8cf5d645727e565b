import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';

/**
 * Consumer-group membership across processes, as leases in SQLite.
 *
 * - A member row carries `expires_at`; the member renews it every heartbeat. Any member of the
 *   group evicts expired members (and drops their partition claims) when it heartbeats.
 * - The wanted assignment is a pure function of the live members ordered by (joined_at, id):
 *   partition p belongs to member p mod n. Every member computes it itself.
 * - A member claims a partition only when no one holds it (`bus_owners`); a member that no
 *   longer wants a partition finishes its in-flight batch, then releases it. So a partition
 *   has one owner at a time, and the next owner resumes from the committed offset.
 * - Join, leave, eviction and release bump the group generation; members poll it and rebalance
 *   at once instead of waiting for their next heartbeat.
 */
export interface GroupKey {
  readonly groupId: string;
  readonly topic: string;
  readonly memberId: string;
}

export interface Heartbeat {
  /** Partitions this member should own under the current membership. */
  readonly wanted: ReadonlySet<number>;
  /** Partitions this member holds, with the claim id that fences its commits. */
  readonly owned: ReadonlyMap<number, string>;
  readonly generation: number;
  /** True when the member had been evicted (lease expired) and joined again. */
  readonly rejoined: boolean;
}

export class MembershipStore {
  private readonly deleteExpired;
  private readonly deleteOrphanClaims;
  private readonly renew;
  private readonly insertMember;
  private readonly selectMembers;
  private readonly insertClaim;
  private readonly selectOwned;
  private readonly selectGeneration;
  private readonly bumpGeneration;
  private readonly deleteClaim;
  private readonly deleteMemberClaims;
  private readonly deleteMember;
  private readonly heartbeatTx;
  private readonly releaseTx;
  private readonly leaveTx;

  constructor(db: Database.Database) {
    this.deleteExpired = db.prepare<[string, string, number]>(
      'DELETE FROM bus_members WHERE group_id = ? AND topic = ? AND expires_at < ?',
    );
    this.deleteOrphanClaims = db.prepare<[string, string, string, string]>(
      `DELETE FROM bus_owners WHERE group_id = ? AND topic = ? AND member_id NOT IN
         (SELECT member_id FROM bus_members WHERE group_id = ? AND topic = ?)`,
    );
    this.renew = db.prepare<[number, string, string, string]>(
      'UPDATE bus_members SET expires_at = ? WHERE group_id = ? AND topic = ? AND member_id = ?',
    );
    this.insertMember = db.prepare<[string, string, string, number, number]>(
      'INSERT INTO bus_members (group_id, topic, member_id, joined_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.selectMembers = db.prepare<[string, string], { member_id: string }>(
      'SELECT member_id FROM bus_members WHERE group_id = ? AND topic = ? ORDER BY joined_at, member_id',
    );
    this.insertClaim = db.prepare<[string, string, number, string, string]>(
      'INSERT OR IGNORE INTO bus_owners (group_id, topic, partition_no, member_id, claim_id) VALUES (?, ?, ?, ?, ?)',
    );
    this.selectOwned = db.prepare<[string, string, string], { partition_no: number; claim_id: string }>(
      'SELECT partition_no, claim_id FROM bus_owners WHERE group_id = ? AND topic = ? AND member_id = ?',
    );
    this.selectGeneration = db.prepare<[string, string], { generation: number }>(
      'SELECT generation FROM bus_generations WHERE group_id = ? AND topic = ?',
    );
    this.bumpGeneration = db.prepare<[string, string]>(
      `INSERT INTO bus_generations (group_id, topic, generation) VALUES (?, ?, 1)
       ON CONFLICT (group_id, topic) DO UPDATE SET generation = generation + 1`,
    );
    this.deleteClaim = db.prepare<[string, string, number, string, string]>(
      'DELETE FROM bus_owners WHERE group_id = ? AND topic = ? AND partition_no = ? AND member_id = ? AND claim_id = ?',
    );
    this.deleteMemberClaims = db.prepare<[string, string, string]>(
      'DELETE FROM bus_owners WHERE group_id = ? AND topic = ? AND member_id = ?',
    );
    this.deleteMember = db.prepare<[string, string, string]>(
      'DELETE FROM bus_members WHERE group_id = ? AND topic = ? AND member_id = ?',
    );

    this.heartbeatTx = db.transaction(
      (key: GroupKey, partitions: number, leaseMs: number, now: number, joined: boolean): Heartbeat => {
        const { groupId, topic, memberId } = key;
        let changed = false;
        if (this.deleteExpired.run(groupId, topic, now).changes > 0) {
          this.deleteOrphanClaims.run(groupId, topic, groupId, topic);
          changed = true;
        }
        const renewed = this.renew.run(now + leaseMs, groupId, topic, memberId).changes > 0;
        if (!renewed) {
          this.insertMember.run(groupId, topic, memberId, now, now + leaseMs);
          changed = true;
        }
        if (changed) {
          this.bumpGeneration.run(groupId, topic);
        }
        const members = this.selectMembers.all(groupId, topic).map((row) => row.member_id);
        const index = members.indexOf(memberId);
        const wanted = new Set<number>();
        for (let p = Math.max(index, 0); index >= 0 && p < partitions; p += members.length) {
          wanted.add(p);
          this.insertClaim.run(groupId, topic, p, memberId, randomUUID());
        }
        const owned = new Map(
          this.selectOwned.all(groupId, topic, memberId).map((r) => [r.partition_no, r.claim_id]),
        );
        return { wanted, owned, generation: this.generationOf(groupId, topic), rejoined: joined && !renewed };
      },
    );

    this.releaseTx = db.transaction((key: GroupKey, partition: number, claimId: string) => {
      if (this.deleteClaim.run(key.groupId, key.topic, partition, key.memberId, claimId).changes > 0) {
        this.bumpGeneration.run(key.groupId, key.topic);
      }
    });

    this.leaveTx = db.transaction((key: GroupKey) => {
      this.deleteMemberClaims.run(key.groupId, key.topic, key.memberId);
      if (this.deleteMember.run(key.groupId, key.topic, key.memberId).changes > 0) {
        this.bumpGeneration.run(key.groupId, key.topic);
      }
    });
  }

  /**
   * Joins or renews the lease, evicts expired members, claims free wanted partitions.
   * `joined` says whether the caller believes it is already a member (to detect eviction).
   */
  heartbeat(key: GroupKey, partitions: number, leaseMs: number, now: number, joined: boolean): Heartbeat {
    return this.heartbeatTx.immediate(key, partitions, leaseMs, now, joined);
  }

  release(key: GroupKey, partition: number, claimId: string): void {
    this.releaseTx.immediate(key, partition, claimId);
  }

  leave(key: GroupKey): void {
    this.leaveTx.immediate(key);
  }

  generationOf(groupId: string, topic: string): number {
    return this.selectGeneration.get(groupId, topic)?.generation ?? 0;
  }
}
