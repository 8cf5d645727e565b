export * from './config';
export * from './system';
export * from './adapters';
export * from './seed';
