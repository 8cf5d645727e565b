// Contract suites shared by every adapter of a port (vitest `describe` blocks): tests only.
export { eventStoreContract } from '../eventstore/eventStoreContract';
export { busContract } from '../bus/busContract';
export { readModelContract } from '../readmodels/readModelContract';
export { subjectKeyStoreContract } from '../keys/subjectKeyStoreContract';
export type { SubjectKeyStoreFixture } from '../keys/subjectKeyStoreContract';
export { mailerContract } from '../mailer/mailerContract';
export type { MailerFixture } from '../mailer/mailerContract';
export { DeciderSpecification } from './deciderSpecification';
export type { DeciderGiven, DeciderThen, DeciderWhen } from './deciderSpecification';
export { ProjectionSpecification, eventRecorder, projectDocuments } from './projectionSpecification';
export type {
  ProjectionGiven,
  ProjectionThen,
  ProjectionWhen,
  SpecifiedProjection,
} from './projectionSpecification';
export { writtenByAnotherProcess } from './sqliteWriter';
