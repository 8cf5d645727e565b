export * from './limits';
export * from './progress';
export * from './trends';
export * from './topics';
export * from './readModels';
export * from './sittings';
export * from './tutorAnswers';
