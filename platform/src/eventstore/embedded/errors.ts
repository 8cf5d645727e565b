/**
 * Errors specific to the embedded adapter. Conflicts on the expected revision use the port's
 * WrongExpectedRevisionError; these cover what the port leaves to the adapter.
 */

/** An event id is already stored and this append is not a retry of the append that stored it. */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(`Event id ${eventId} is already stored; the append to ${streamId} is not a retry of that append`);
  }
}

export class EventStoreClosedError extends Error {
  override readonly name = 'EventStoreClosedError';
  constructor() {
    super('The event store is closed');
  }
}
