export * from './port';
export { loadMasterKey, InvalidMasterKeyError, MASTER_KEY_FILE } from './masterKey';
export { openSqliteKeyStore } from './embedded/sqliteKeyStore';
export type { SqliteKeyStoreOptions } from './embedded/sqliteKeyStore';
export { openMongoKeyStore } from './mongo/mongoKeyStore';
export type { MongoKeyStoreOptions } from './mongo/mongoKeyStore';
export { cachedKeyStore } from './cachedKeyStore';
export type { CachedKeyStoreOptions } from './cachedKeyStore';
export {
  decryptEventData,
  encryptEventData,
  PersonalDataDecryptionError,
  PII_FIELD,
} from './personalDataCipher';
export type { EncryptedPersonalData, PersonalDataPolicy } from './personalDataCipher';
export { decryptRecordedEvent, decryptRecordedEvents, encryptingEventStore } from './encryptingEventStore';
