import type { Document, IndexOptions, RecordedEvent } from '@portal/platform';

/** Bookkeeping the runner keeps on every read-model document. */
export interface Tracked {
  /** Last revision applied per source stream: a replayed or redelivered event changes nothing. */
  _rev: Record<string, number>;
  /** Incremented on every write; guards concurrent workers (optimistic concurrency). */
  _version: number;
}

export type ReadModelDocument = Document & Partial<Tracked>;

/**
 * A read model: `evolve(document | null, event)` per document the event touches.
 * Returning null deletes the document. Stream ids must not contain '.' or '$'.
 */
export interface ProjectionDefinition<D extends ReadModelDocument = ReadModelDocument> {
  readonly name: string;
  readonly collection: string;
  readonly handles: readonly string[];
  readonly documentIds: (event: RecordedEvent) => readonly string[];
  readonly evolve: (document: D | null, event: RecordedEvent, id: string) => D | null;
  readonly indexes?: readonly { readonly keys: Record<string, 1 | -1>; readonly options?: IndexOptions }[];
  /**
   * Bump when `evolve` changes what it writes (a new field, a new shape): at the next start the
   * read model is dropped and rebuilt from the log, as read models are disposable. Absent: 1.
   */
  readonly version?: number;
}

export function projectionVersion(projection: Pick<AnyProjection, 'version'>): number {
  return projection.version ?? 1;
}

export type AnyProjection = ProjectionDefinition<ReadModelDocument>;

/** Erases the document type for the runner, which treats every read model alike. */
export function defineProjection<D extends ReadModelDocument>(
  projection: ProjectionDefinition<D>,
): AnyProjection {
  return projection as unknown as AnyProjection;
}

export interface FoldResult {
  readonly documents: Map<string, ReadModelDocument | null>;
  readonly changed: Set<string>;
}

/**
 * Pure: applies events in order to the loaded documents, skipping events a document has
 * already seen (per-stream revision guard). `loaded` maps every touched id to its current
 * document or null.
 */
export function foldEvents(
  projection: AnyProjection,
  loaded: ReadonlyMap<string, ReadModelDocument | null>,
  events: readonly RecordedEvent[],
): FoldResult {
  const documents = new Map(loaded);
  const changed = new Set<string>();
  const handled = new Set(projection.handles);
  for (const event of events) {
    if (!handled.has(event.type)) {
      continue;
    }
    for (const id of projection.documentIds(event)) {
      const current = documents.get(id) ?? null;
      if (current && (current._rev?.[event.streamId] ?? -1) >= event.revision) {
        continue;
      }
      const next = projection.evolve(current, event, id);
      documents.set(
        id,
        next && {
          ...next,
          _id: id,
          _rev: { ...current?._rev, ...next._rev, [event.streamId]: event.revision },
          _version: current?._version ?? 0,
        },
      );
      changed.add(id);
    }
  }
  return { documents, changed };
}

/** Ids a batch of events touches in this projection. */
export function touchedIds(projection: AnyProjection, events: readonly RecordedEvent[]): string[] {
  const handled = new Set(projection.handles);
  const ids = new Set<string>();
  for (const event of events) {
    if (handled.has(event.type)) {
      projection.documentIds(event).forEach((id) => ids.add(id));
    }
  }
  return [...ids];
}
