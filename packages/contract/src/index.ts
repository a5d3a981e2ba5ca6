export * from './zod-locale';
export * from './common';
export * from './fields';
export * from './users';
export * from './auth';
export * from './association';
export * from './paths';
export * from './memberships';
