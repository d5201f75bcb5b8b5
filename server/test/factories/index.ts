/** Test factories per area: each builds what it needs that the caller did not give (a session's member, a ripple's start). */
export * from './users';
export * from './sessions';
export * from './admin';
export * from './ripples';
export * from './challenges';
export * from './rewards';
export * from './connections';
