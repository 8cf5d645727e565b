export * from './consent';
export * from './rights';
export * from './events';
export * from './streams';
export * from './crossSite';
