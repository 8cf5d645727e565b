import { expect } from 'vitest';
import type { RecordedEvent } from '../eventstore/port';
import type { Document } from '../readmodels/port';

/**
 * Given/when/then for projections, as emmett's `ProjectionSpecification`:
 *
 *   const given = ProjectionSpecification.for(defineProjection(examsProjection));
 *   given([created]).when(updated).thenDocument('e1', { title: 'New' });
 *   given([created]).when(deleted).thenNoDocument('e1');
 *
 * Events are applied in order to an in-memory read model (id → document) as the runner writes
 * it: only handled types, every id `documentIds` names, skipping an event a document has already
 * seen from that stream (`_rev`), each write stamped with `_id`, `_rev` and `_version`; an
 * `evolve` that answers null deletes the document.
 */

/** What the spec needs of a projection (any `ProjectionDefinition` of the projections package). */
export interface SpecifiedProjection<D extends Document = Document> {
  readonly handles: readonly string[];
  readonly documentIds: (event: never) => readonly string[];
  readonly evolve: (document: D | null, event: never, id: string) => D | null;
}

type Tracked = { _rev?: Record<string, number>; _version?: number };
type Documents<D> = ReadonlyMap<string, D>;

export interface ProjectionThen<D extends Document> {
  /** The document `id` exists and has (at least) these fields. */
  thenDocument(id: string, expected: Partial<D> | Record<string, unknown>): void;
  /** The document `id` does not exist (never written, or deleted). */
  thenNoDocument(id: string): void;
  /** Exactly these ids are left, each with (at least) its fields. */
  thenDocuments(expected: Record<string, Partial<D> | Record<string, unknown>>): void;
  /** The documents left, by id, for assertions on a part of them. */
  documents(): Documents<D>;
  /** The document `id`, or null. */
  document(id: string): D | null;
}

export interface ProjectionWhen<D extends Document> {
  when(events: RecordedEvent | readonly RecordedEvent[]): ProjectionThen<D>;
}

export type ProjectionGiven<D extends Document> = (
  events?: RecordedEvent | readonly RecordedEvent[],
  documents?: Iterable<readonly [string, D]>,
) => ProjectionWhen<D>;

const listOf = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];

/** Applies the events to the documents in order, as the projection runner does. */
export function projectDocuments<D extends Document>(
  projection: SpecifiedProjection<D>,
  events: readonly RecordedEvent[],
  start: Iterable<readonly [string, D]> = [],
): Map<string, D> {
  const documents = new Map<string, D & Tracked>(start);
  const handled = new Set(projection.handles);
  for (const event of events) {
    if (!handled.has(event.type)) {
      continue;
    }
    for (const id of projection.documentIds(event as never)) {
      const current = documents.get(id) ?? null;
      if (current && (current._rev?.[event.streamId] ?? -1) >= event.revision) {
        continue;
      }
      const next: (D & Tracked) | null = projection.evolve(current, event as never, id);
      if (next === null) {
        documents.delete(id);
        continue;
      }
      documents.set(id, {
        ...next,
        _id: id,
        _rev: { ...current?._rev, ...next._rev, [event.streamId]: event.revision },
        _version: current?._version ?? 0,
      });
    }
  }
  return documents;
}

export const ProjectionSpecification = {
  for<D extends Document>(projection: SpecifiedProjection<D>): ProjectionGiven<D> {
    return (givenEvents, givenDocuments) => ({
      when: (whenEvents) => {
        const documents = () =>
          projectDocuments(projection, [...listOf(givenEvents), ...listOf(whenEvents)], givenDocuments);
        const document = (id: string) => documents().get(id) ?? null;
        return {
          thenDocument: (id, expected) => {
            expect(document(id), `document ${id}`).toMatchObject(expected);
          },
          thenNoDocument: (id) => {
            expect(document(id), `document ${id}`).toBeNull();
          },
          thenDocuments: (expected) => {
            const left = documents();
            expect([...left.keys()].sort()).toEqual(Object.keys(expected).sort());
            for (const [id, fields] of Object.entries(expected)) {
              expect(left.get(id), `document ${id}`).toMatchObject(fields);
            }
          },
          documents,
          document,
        };
      },
    });
  },
};

/**
 * Numbers recorded events for a test: `ev1`, `ev2`, … with position and revision counting up
 * together, on `streamId` unless one is given per event.
 */
export function eventRecorder(streamId = 'stream-1') {
  let position = 0;
  return <E extends RecordedEvent = RecordedEvent>(type: string, data: object, stream = streamId): E => {
    position += 1;
    return {
      id: `ev${position}`,
      type,
      streamId: stream,
      revision: position,
      position,
      data,
      metadata: {},
      recordedAt: 'x',
    } as unknown as E;
  };
}
