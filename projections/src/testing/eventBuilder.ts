import type { DomainEventType, EventOf } from '@portal/contracts';

/** Tests only: a builder of `type` events from `defaults`, each field replaceable per call. */
export function eventBuilder<T extends DomainEventType>(type: T, defaults: EventOf<T>['data']) {
  return (changes: Partial<EventOf<T>['data']> = {}): EventOf<T> =>
    ({ type, data: { ...defaults, ...changes } }) as EventOf<T>;
}
