export * from './grades';
export * from './tutors';
export * from './students';
export * from './family';
export * from './dashboards';
export * from './events';
export * from './streams';
