import { AccountsEvent } from './accounts';

/**
 * Every domain event of the platform, discriminated by `type`.
 * Modules add their unions here as they grow.
 */
export const DomainEvent = AccountsEvent;
export type DomainEvent = AccountsEvent;
export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
