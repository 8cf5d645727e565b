/**
 * Pure conversions between the event-store port and @eventstore/db-client (v6).
 *
 * Positions: the port position of an event is its $all commit position (a byte offset in the
 * transaction log, bigint on the wire, far below 2^53 on any real log). A port `after` maps to the
 * client Position {commit: after, prepare: after}; reads from there are inclusive on EventStoreDB,
 * so the event at exactly `after` is skipped by the caller.
 */
import {
  ANY,
  AccessDeniedError,
  CancelledError,
  DeadlineExceededError,
  NO_STREAM,
  START,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
  jsonEvent,
} from '@eventstore/db-client';
import type {
  AppendExpectedRevision,
  CurrentRevision,
  EventData,
  JSONType,
  Position,
  ReadPosition,
  RecordedEvent as ClientRecordedEvent,
} from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '../port';
import type { EventToAppend, ExpectedRevision, RecordedEvent } from '../port';

export function toClientExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') {
    return NO_STREAM;
  }
  if (expected === 'any') {
    return ANY;
  }
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new RangeError(`expected revision must be 'no_stream', 'any' or an integer >= 0, got ${expected}`);
  }
  return BigInt(expected);
}

/** The client's current revision as the port's number: -1 when the stream does not exist. */
export function fromCurrentRevision(current: CurrentRevision): number {
  return current === NO_STREAM ? -1 : Number(current);
}

/** Whether the stream's actual last revision (-1: none) satisfies the expectation. */
export function satisfies(expected: ExpectedRevision, actual: number): boolean {
  if (expected === 'any') {
    return true;
  }
  return expected === 'no_stream' ? actual === -1 : expected === actual;
}

/**
 * A commit position as a port position, or undefined when the server reported none: older
 * servers send u64::MAX (or -1) as "no position", and anything past 2^53 cannot be a JS number.
 */
export function toPortPosition(commit: bigint | undefined): number | undefined {
  if (commit === undefined || commit <= 0n || commit > BigInt(Number.MAX_SAFE_INTEGER)) {
    return undefined;
  }
  return Number(commit);
}

/** Where a read or subscription "after" a port position starts on the client. */
export function toClientPosition(after: number): ReadPosition {
  if (!Number.isSafeInteger(after) || after < 0) {
    throw new RangeError(`position must be an integer >= 0, got ${after}`);
  }
  return after === 0 ? START : exactPosition(after);
}

export function exactPosition(position: number): Position {
  return { commit: BigInt(position), prepare: BigInt(position) };
}

/** EventStoreDB's own events ($stats, $settings, links `$>`, ...) never reach the port. */
export function isSystemEvent(event: { readonly type: string; readonly streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

export function toEventData(event: EventToAppend): EventData {
  return jsonEvent({
    ...(event.id === undefined ? {} : { id: event.id }),
    type: event.type,
    // jsonEvent only JSON.stringifies data; its JSONType is narrower than what JSON allows
    data: event.data as JSONType,
    ...(event.metadata === undefined ? {} : { metadata: event.metadata }),
  });
}

export function toRecordedEvent(event: ClientRecordedEvent): RecordedEvent {
  const position = toPortPosition(event.position?.commit);
  if (position === undefined) {
    // servers before 22.6 do not send positions on stream reads
    throw new Error(
      `eventstoredb: the server reported no $all position for ${event.streamId}@${event.revision}`,
    );
  }
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
    type: event.type,
    data: event.data,
    metadata: toMetadata(event.metadata),
    recordedAt: event.created.toISOString(),
  };
}

function toMetadata(metadata: unknown): Readonly<Record<string, unknown>> {
  // events written by other tools may carry binary, array or no metadata
  const isRecord =
    typeof metadata === 'object' &&
    metadata !== null &&
    !Array.isArray(metadata) &&
    !(metadata instanceof Uint8Array);
  return isRecord ? (metadata as Record<string, unknown>) : {};
}

/** The client's conflict as the port's error; any other error unchanged. */
export function toPortError(error: unknown, streamId: string, expected: ExpectedRevision): unknown {
  if (error instanceof WrongExpectedVersionError) {
    return new WrongExpectedRevisionError(streamId, expected, fromCurrentRevision(error.actualVersion));
  }
  return error;
}

const UNAUTHENTICATED = 16; // gRPC status code

/** Failures of the connection or the credentials, as opposed to answers about the data. */
export function isConnectionFailure(error: unknown): boolean {
  return (
    error instanceof UnavailableError ||
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError ||
    error instanceof CancelledError ||
    error instanceof AccessDeniedError ||
    (error instanceof Error && 'code' in error && error.code === UNAUTHENTICATED)
  );
}

/** The connection string without its password, fit for error messages and logs. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
