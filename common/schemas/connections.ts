// Kindness Connections (part 2: Connections page, Chat, User profile): the contract shared by the forms, the routes
// and the tests, in parts by subject. Import from here. Changed only by adding.
export * from './connections/constants';
export * from './connections/profiles';
export * from './connections/requests';
export * from './connections/chat';
export * from './connections/safety';
