// @portal/ui-shared/classroom: the plumbing both classroom stores share (student and tutor).
export { createStateCell, type ExternalStore, type StateCell } from './stateCell';
export {
  browserTimers,
  storeEffect,
  timerSlot,
  type ClassroomTimers,
  type StoreEffect,
  type TimerHandle,
  type TimerSlot,
} from './timers';
export { useClassroomStore, type ClosableStore } from './useClassroomStore';
export { CLASSROOM_SOCKET_BASE, authenticatePayload, type ClassroomIdentity } from './socketOptions';
