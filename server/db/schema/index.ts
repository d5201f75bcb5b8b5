export * from './users';
export * from './settings';
export * from './ripples';
export * from './auth';
export * from './mail';
export * from './secrets';
