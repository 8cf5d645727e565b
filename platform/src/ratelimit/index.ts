export * from './port';
export { openSqliteRateLimiter } from './embedded/sqliteRateLimiter';
export type { SqliteRateLimiterOptions } from './embedded/sqliteRateLimiter';
export { DEFAULT_RATE_LIMIT_PREFIX, openRedisRateLimiter } from './redis/redisRateLimiter';
export type { RedisRateLimiterOptions } from './redis/redisRateLimiter';
