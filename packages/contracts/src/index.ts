export * from './errors';
export * from './api-error';
export * from './limits';
export * from './text';
export * from './users';
export * from './auth';
export * from './health';
