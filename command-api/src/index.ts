export * from './app';
export * from './deps';
export * from './http/session';
export * from './http/auth';
export * from './http/validate';
export * from './http/errorHandler';
export * from './sessions/sqliteSessionStore';
export * from './sessions/redisSessionStore';
export * from './sessions/purge';
export * from './accounts/registerUser';
export * from './accounts/passwords';
export * from './accounts/authRoutes';
export { ErasureService } from './compliance/erasure';
export { confirmParentalConsentDirectly } from './compliance/parentalConsent';
export { standingRefusal, readStanding } from './http/accessGate';
export { linkParent } from './people/familyRoutes';
export { migrateLegacyFamilyLinks } from './people/familyMigration';
export { reserveStudentNumber } from './people/studentNumbers';
/** For the demo seed: stores a question image for an organisation. */
export { storeQuestionImage } from './exams/images';
export type { StoreImageDeps, StoreImageInput } from './exams/images';
export { startDeadlineSweeper } from './attempts/deadlineSweeper';
export { startNotificationSweeper } from './notifications/sweeper';
/** For the demo seed (system/src/demo/seedAttempts.ts), which plays attempts through the slot decider. */
export { slotDecider } from './attempts/decider';
export type { SlotCommand, SlotState, StartDetails } from './attempts/decider';
export { graceMinutesOf } from './attempts/grace';
