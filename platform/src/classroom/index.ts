export * from './port';
export { openMemoryClassroomStore } from './memory/memoryClassroomStore';
export { DEFAULT_CLASSROOM_PREFIX, openRedisClassroomStore } from './redis/redisClassroomStore';
export type { RedisClassroomStoreOptions } from './redis/redisClassroomStore';
