import type Database from 'better-sqlite3';

/**
 * Retention: by default the embedded bus keeps every message (the log stays replayable by a new
 * group, as with an unlimited Kafka retention). When pruning is asked for, a message is deleted
 * only when it is older than `olderThanMs` AND below the committed offset of every group that
 * ever committed on its topic; a topic no group has committed on keeps everything. Partition
 * end offsets live in their own table, so offsets never restart after a prune. A group that
 * starts after a prune begins at the oldest message still stored (Kafka's "earliest").
 */
export function pruneMessages(db: Database.Database, olderThanMs: number, now: number): number {
  const selectTopics = db.prepare<[], { topic: string; partitions: number }>(
    'SELECT topic, partitions FROM bus_topics',
  );
  const groupCount = db.prepare<[string], { n: number }>(
    'SELECT COUNT(DISTINCT group_id) AS n FROM bus_offsets WHERE topic = ?',
  );
  // A group without a row for this partition has committed nothing there: its offset counts as 0.
  const floor = db.prepare<[number, string, number], { floor: number | null }>(
    `SELECT CASE WHEN COUNT(*) = ? THEN MIN(next_offset) ELSE 0 END AS floor
     FROM bus_offsets WHERE topic = ? AND partition_no = ?`,
  );
  const remove = db.prepare<[string, number, number, number]>(
    'DELETE FROM bus_messages WHERE topic = ? AND partition_no = ? AND offset_no < ? AND stored_at < ?',
  );
  const prune = db.transaction(() => {
    let deleted = 0;
    for (const { topic, partitions } of selectTopics.all()) {
      const groups = groupCount.get(topic)?.n ?? 0;
      if (groups === 0) {
        continue;
      }
      for (let partition = 0; partition < partitions; partition++) {
        const below = floor.get(groups, topic, partition)?.floor ?? 0;
        if (below > 0) {
          deleted += remove.run(topic, partition, below, now - olderThanMs).changes;
        }
      }
    }
    return deleted;
  });
  return prune.immediate();
}
