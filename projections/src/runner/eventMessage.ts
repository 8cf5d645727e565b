import type { BusMessage, OutgoingMessage, RecordedEvent } from '@portal/platform';
import { partitionFor } from '@portal/platform';

/** A recorded event travels on the bus as JSON, keyed by its stream id. */
export function toMessage(event: RecordedEvent, partitions: number): OutgoingMessage {
  return {
    key: event.streamId,
    value: JSON.stringify(event),
    partition: partitionFor(event.streamId, partitions),
  };
}

export function fromMessage(message: BusMessage): RecordedEvent {
  return JSON.parse(message.value) as RecordedEvent;
}
