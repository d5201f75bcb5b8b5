/** The query keys of the Connections area: each is the path it reads, so invalidating a prefix reaches its pages. */
export const connectionKeys = {
  profile: ['/api/connections/profile'] as const,
  requests: (category?: string) => ['/api/connections/requests', { category: category ?? 'all' }] as const,
  requestsAll: ['/api/connections/requests'] as const,
  myRequests: ['/api/connections/my-requests'] as const,
  conversations: ['/api/connections/conversations'] as const,
  /** The 'Removed' filter's list: a key of its own, so live events never write into it. */
  removedConversations: ['/api/connections/conversations?filter=removed'] as const,
  conversation: (id: number) => ['/api/connections/conversations', id] as const,
  messages: (id: number) => ['/api/connections/conversations', id, 'messages'] as const,
  userProfile: (id: number) => ['/api/connections/user-profile', id] as const,
  blocks: ['/api/connections/blocks'] as const,
  unread: ['/api/connections/unread'] as const,
};
