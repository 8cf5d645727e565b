import type Database from 'better-sqlite3';
import type { CollectionState } from './collectionCache';

/*
 * rm_meta.seq is one counter for the whole file; every write transaction takes the next value.
 * A document row carries the seq of its last write; a delete keeps the row as a tombstone
 * (body NULL) so other processes learn about it, until pruning raises the collection's horizon.
 * rm_collections.gen is the seq at which the collection was (re)created, so a drop followed by
 * a re-creation is never mistaken for a continuation.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS rm_meta (k TEXT PRIMARY KEY, v INTEGER NOT NULL);
INSERT OR IGNORE INTO rm_meta (k, v) VALUES ('seq', 0);
CREATE TABLE IF NOT EXISTS rm_collections (
  name TEXT PRIMARY KEY,
  gen INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  ixver INTEGER NOT NULL,
  horizon INTEGER NOT NULL,
  dead INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_docs (
  coll TEXT NOT NULL,
  id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  ext INTEGER NOT NULL,
  body TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS rm_docs_id ON rm_docs (coll, id);
CREATE INDEX IF NOT EXISTS rm_docs_seq ON rm_docs (coll, seq);
CREATE TABLE IF NOT EXISTS rm_indexes (
  coll TEXT NOT NULL,
  name TEXT NOT NULL,
  keys TEXT NOT NULL,
  uniq INTEGER NOT NULL,
  PRIMARY KEY (coll, name)
);
`;

export interface StateRow extends CollectionState {
  readonly horizon: number;
  readonly dead: number;
}

export interface DocRow {
  readonly id: string;
  readonly ext: number;
  readonly body: string | null;
}

export interface IndexRow {
  readonly name: string;
  readonly keys: string;
  readonly uniq: number;
}

export interface Statements {
  readonly state: Database.Statement<[string], StateRow>;
  readonly allDocs: Database.Statement<[string], DocRow>;
  readonly docsSince: Database.Statement<[string, number], DocRow>;
  readonly indexesOf: Database.Statement<[string], IndexRow>;
  readonly nextSeq: Database.Statement<[], { v: number }>;
  readonly createCollection: Database.Statement<[string, number, number]>;
  readonly advanceCollection: Database.Statement<[number, number, string]>;
  readonly setIxver: Database.Statement<[number, string]>;
  readonly upsertDoc: Database.Statement<[string, string, number, number, string]>;
  readonly tombstone: Database.Statement<[number, string, string]>;
  readonly pruneTombstones: Database.Statement<[string]>;
  readonly setHorizon: Database.Statement<[number, string]>;
  readonly insertIndex: Database.Statement<[string, string, string, number]>;
  readonly dropDocs: Database.Statement<[string]>;
  readonly dropIndexes: Database.Statement<[string]>;
  readonly dropCollection: Database.Statement<[string]>;
  readonly dropAll: readonly Database.Statement<[]>[];
  readonly listCollections: Database.Statement<[], { name: string }>;
}

export function prepareSchema(db: Database.Database): Statements {
  db.transaction(() => db.exec(DDL)).immediate();
  return {
    state: db.prepare('SELECT gen, seq, ixver, horizon, dead FROM rm_collections WHERE name = ?'),
    allDocs: db.prepare(
      'SELECT id, ext, body FROM rm_docs WHERE coll = ? AND body IS NOT NULL ORDER BY rowid',
    ),
    docsSince: db.prepare('SELECT id, ext, body FROM rm_docs WHERE coll = ? AND seq > ? ORDER BY rowid'),
    indexesOf: db.prepare('SELECT name, keys, uniq FROM rm_indexes WHERE coll = ? ORDER BY rowid'),
    nextSeq: db.prepare("UPDATE rm_meta SET v = v + 1 WHERE k = 'seq' RETURNING v"),
    createCollection: db.prepare(
      'INSERT INTO rm_collections (name, gen, seq, ixver, horizon, dead) VALUES (?, ?, ?, 0, 0, 0)',
    ),
    advanceCollection: db.prepare('UPDATE rm_collections SET seq = ?, dead = dead + ? WHERE name = ?'),
    setIxver: db.prepare('UPDATE rm_collections SET ixver = ? WHERE name = ?'),
    // ON CONFLICT keeps the rowid, so natural order survives updates in every process.
    upsertDoc: db.prepare(
      `INSERT INTO rm_docs (coll, id, seq, ext, body) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (coll, id) DO UPDATE SET seq = excluded.seq, ext = excluded.ext, body = excluded.body`,
    ),
    tombstone: db.prepare('UPDATE rm_docs SET seq = ?, ext = 0, body = NULL WHERE coll = ? AND id = ?'),
    pruneTombstones: db.prepare('DELETE FROM rm_docs WHERE coll = ? AND body IS NULL'),
    setHorizon: db.prepare('UPDATE rm_collections SET horizon = ?, dead = 0 WHERE name = ?'),
    insertIndex: db.prepare('INSERT INTO rm_indexes (coll, name, keys, uniq) VALUES (?, ?, ?, ?)'),
    dropDocs: db.prepare('DELETE FROM rm_docs WHERE coll = ?'),
    dropIndexes: db.prepare('DELETE FROM rm_indexes WHERE coll = ?'),
    dropCollection: db.prepare('DELETE FROM rm_collections WHERE name = ?'),
    dropAll: [
      db.prepare('DELETE FROM rm_docs'),
      db.prepare('DELETE FROM rm_indexes'),
      db.prepare('DELETE FROM rm_collections'),
    ],
    listCollections: db.prepare('SELECT name FROM rm_collections ORDER BY name'),
  };
}
