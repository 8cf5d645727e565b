export { openMongoReadModelStore } from './mongoReadModelStore';
export type { MongoReadModelStoreOptions } from './mongoReadModelStore';
