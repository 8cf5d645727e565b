export { openSqliteBus } from './sqliteBus';
export type { SqliteBus, SqliteBusOptions } from './sqliteBus';
export { BusClosedError, BusUsageError, InvalidPartitionError, UnknownTopicError } from './errors';
