import { randomUUID } from 'node:crypto';
import type { EventToAppend, ExpectedRevision } from '../port';
import type { SerializedEvent } from './rows';

/** Argument checks shared by the embedded adapter's methods; they throw TypeError/RangeError. */

export function checkStreamId(streamId: string): void {
  if (typeof streamId !== 'string' || streamId.length === 0) {
    throw new TypeError('streamId must be a non-empty string');
  }
}

export function checkExpectedRevision(expected: ExpectedRevision): void {
  if (expected === 'any' || expected === 'no_stream') {
    return;
  }
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new RangeError(
      `expectedRevision must be 'no_stream', 'any' or a revision >= 0, got ${String(expected)}`,
    );
  }
}

/** A count or start given by the caller; `undefined` takes the fallback. */
export function checkedCount(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) {
    return fallback;
  }
  if (!(Number.isSafeInteger(value) && value >= 0) && value !== Number.POSITIVE_INFINITY) {
    throw new RangeError(`${name} must be an integer >= 0, got ${String(value)}`);
  }
  return value;
}

/** `data: undefined` is stored as null: JSON has no undefined. */
export function serializeEvent(event: EventToAppend): SerializedEvent {
  if (typeof event.type !== 'string' || event.type.length === 0) {
    throw new TypeError('event type must be a non-empty string');
  }
  if (event.id !== undefined && (typeof event.id !== 'string' || event.id.length === 0)) {
    throw new TypeError('event id, when given, must be a non-empty string');
  }
  return {
    id: event.id ?? randomUUID(),
    type: event.type,
    data: JSON.stringify(event.data ?? null),
    metadata: JSON.stringify(event.metadata ?? {}),
  };
}
