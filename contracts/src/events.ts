import { z } from 'zod';
import { AccountsEvent } from './accounts/events';
import { ComplianceEvent } from './compliance/events';
import { PeopleEvent } from './people/events';
import { GroupsEvent } from './groups';
import { ExamsEvent } from './exams/events';
import { SchedulesEvent } from './schedules/events';
import { AttemptsEvent } from './attempts/events';
import { ClassroomEvent } from './classroom/events';
import { EnrolmentEvent } from './enrolment';
import { NotificationsEvent } from './notifications/communication';

/**
 * Every domain event of the platform, discriminated by `type`.
 * Modules add their unions here as they grow.
 */
export const DomainEvent = z.union([
  AccountsEvent,
  ComplianceEvent,
  PeopleEvent,
  GroupsEvent,
  ExamsEvent,
  SchedulesEvent,
  AttemptsEvent,
  ClassroomEvent,
  EnrolmentEvent,
  NotificationsEvent,
]);
export type DomainEvent =
  | AccountsEvent
  | ComplianceEvent
  | PeopleEvent
  | GroupsEvent
  | ExamsEvent
  | SchedulesEvent
  | AttemptsEvent
  | ClassroomEvent
  | EnrolmentEvent
  | NotificationsEvent;
/** Events of the accounts, compliance and people modules (older modules with exhaustive switches). */
export type CoreEvent = AccountsEvent | ComplianceEvent | PeopleEvent;
export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Every event that can stand on a person's own stream (`user-<id>`): accounts and people. */
export type UserStreamEvent = EventOf<
  | 'UserRegistered'
  | 'UserPasswordChanged'
  | 'PasswordHashUpgraded'
  | 'PasswordResetRequested'
  | 'PasswordResetCompleted'
  | 'ProfileUpdated'
  | 'ErasureRequested'
  | 'UserErased'
  | 'StaffRecordUpdated'
  | 'TutorVerificationChanged'
  | 'AccountDeactivated'
  | 'AccountReactivated'
  | 'EmailVerificationRequested'
  | 'EmailVerified'
>;

/**
 * Events that stay in the event store and never travel on the bus (issue 18): an exam's
 * auto-saves are most of exam-day traffic and no read model or live push reads them (a resume
 * folds the attempt's own stream; a submit carries the answers). Publishing them would have
 * every consumer fetch and skip a thousand messages a second. A projection or notifier that
 * names one of these is refused at start.
 */
export const STORE_ONLY_EVENT_TYPES = ['AnswersSaved'] as const satisfies readonly DomainEventType[];

const storeOnly: ReadonlySet<string> = new Set(STORE_ONLY_EVENT_TYPES);

/** Whether an event of this type stays in the event store only (see STORE_ONLY_EVENT_TYPES). */
export const isStoreOnlyEvent = (type: string): boolean => storeOnly.has(type);
