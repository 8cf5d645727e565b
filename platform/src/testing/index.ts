// Contract suites shared by every adapter of a port (vitest `describe` blocks): tests only.
export { eventStoreContract } from '../eventstore/eventStoreContract';
export { busContract } from '../bus/busContract';
export { readModelContract } from '../readmodels/readModelContract';
