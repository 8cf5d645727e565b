export * from './communication';
export * from './timing';
