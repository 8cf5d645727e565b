/**
 * Test helper run as a separate process: `node --import tsx crossProcessChild.ts <file> <steps-json>`.
 * Applies the steps to the store in that file and prints one JSON array of their outcomes.
 */
import { DuplicateKeyError } from '../port';
import type { Document, Filter, UpdateFilter } from '../port';
import { openSqliteReadModelStore } from './sqliteReadModelStore';

export type ChildStep =
  | { readonly op: 'find'; readonly coll: string; readonly filter: Filter }
  | { readonly op: 'insertOne'; readonly coll: string; readonly doc: Document }
  | {
      readonly op: 'updateOne';
      readonly coll: string;
      readonly filter: Filter;
      readonly update: UpdateFilter;
    }
  | { readonly op: 'deleteOne'; readonly coll: string; readonly filter: Filter }
  | { readonly op: 'drop'; readonly coll: string }
  | { readonly op: 'list' };

async function run(file: string, steps: readonly ChildStep[]): Promise<unknown[]> {
  const store = openSqliteReadModelStore({ file });
  const outcomes: unknown[] = [];
  try {
    for (const step of steps) {
      try {
        outcomes.push(await apply(step));
      } catch (error) {
        outcomes.push({ error: error instanceof DuplicateKeyError ? 'DuplicateKeyError' : String(error) });
      }
    }
  } finally {
    await store.close();
  }
  return outcomes;

  async function apply(step: ChildStep): Promise<unknown> {
    switch (step.op) {
      case 'find':
        return store
          .collection(step.coll)
          .find(step.filter, { sort: { _id: 1 } })
          .toArray();
      case 'insertOne':
        return store
          .collection(step.coll)
          .insertOne(step.doc)
          .then(() => 'ok');
      case 'updateOne':
        return store.collection(step.coll).updateOne(step.filter, step.update);
      case 'deleteOne':
        return store.collection(step.coll).deleteOne(step.filter);
      case 'drop':
        return store
          .collection(step.coll)
          .drop()
          .then(() => 'ok');
      case 'list':
        return store.listCollections();
      default: {
        const unknown: never = step;
        throw new Error(`unknown step ${JSON.stringify(unknown)}`);
      }
    }
  }
}

const [file, stepsJson] = process.argv.slice(2);
if (file && stepsJson) {
  const outcomes = await run(file, JSON.parse(stepsJson) as ChildStep[]);
  process.stdout.write(JSON.stringify(outcomes));
}
