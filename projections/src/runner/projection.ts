import type { DomainEventType, EventOf } from '@portal/contracts';
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
 * A recorded event of one of the types `T`, its data typed by the contract: a `switch` on
 * `event.type` narrows `event.data`, no cast needed.
 */
export type HandledEvent<T extends DomainEventType = DomainEventType> = T extends DomainEventType
  ? RecordedEvent<T, EventOf<T>['data']>
  : never;

/**
 * A read model: `evolve(document | null, event)` per document the event touches, for the event
 * types listed in `handles` (typed against the contracts' event union; `T` is that list's
 * union, e.g. `(typeof handles)[number]` of a list declared `as const`).
 * Returning null deletes the document. Stream ids must not contain '.' or '$'.
 */
export interface ProjectionDefinition<
  D extends ReadModelDocument = ReadModelDocument,
  T extends DomainEventType = DomainEventType,
> {
  readonly name: string;
  /** the read model's collection: a constant exported beside the projection, read by the services */
  readonly collection: string;
  readonly handles: readonly T[];
  readonly documentIds: (event: HandledEvent<T>) => readonly string[];
  readonly evolve: (document: D | null, event: HandledEvent<T>, id: string) => D | null;
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

/**
 * A projection of documents `D` whichever events it handles: any `ProjectionDefinition<D, T>` is
 * one (an `evolve` of some events is an `evolve` of `never`), so generic code takes it unnarrowed.
 */
export interface ProjectionOf<D extends ReadModelDocument> extends Omit<
  ProjectionDefinition<D>,
  'documentIds' | 'evolve'
> {
  readonly documentIds: (event: never) => readonly string[];
  readonly evolve: (document: D | null, event: never, id: string) => D | null;
}

/** Erases the document and event types for the runner, which treats every read model alike. */
export function defineProjection<D extends ReadModelDocument>(projection: ProjectionOf<D>): AnyProjection {
  return projection as unknown as AnyProjection;
}

/**
 * The one place a stored event meets its contract type: an event of a listed type was
 * appended by the service that owns it, shaped by the contract (as the deciders read it).
 */
export function isHandled(handled: ReadonlySet<string>, event: RecordedEvent): event is HandledEvent {
  return handled.has(event.type);
}

/** The event types of one module's contract union (its zod schema), for `isEventOf`. */
export function eventTypesOf<T extends DomainEventType>(schema: {
  readonly options: readonly { readonly shape: { readonly type: { readonly value: T } } }[];
}): ReadonlySet<T> {
  return new Set(schema.options.map((option) => option.shape.type.value));
}

/** Narrows a recorded event to one of `types` (a module's events), its data typed by the contract. */
export function isEventOf<T extends DomainEventType>(
  types: ReadonlySet<T>,
  event: RecordedEvent,
): event is HandledEvent<T> {
  return isHandled(types, event);
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
  const handled: ReadonlySet<string> = new Set(projection.handles);
  for (const event of events) {
    if (!isHandled(handled, event)) {
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
  const handled: ReadonlySet<string> = new Set(projection.handles);
  const ids = new Set<string>();
  for (const event of events) {
    if (isHandled(handled, event)) {
      projection.documentIds(event).forEach((id) => ids.add(id));
    }
  }
  return [...ids];
}
