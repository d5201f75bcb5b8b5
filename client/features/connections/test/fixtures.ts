import type { ConnectionProfile, Conversation, HelpRequest, Message } from '@common/schemas/connections';

/** The signed-in member of client/test/fixtures.ts is id 7; these are the others in their world. */
export const helper = { id: 11, displayName: 'Sam Helper', avatar: null };
export const requester = { id: 12, displayName: 'Riya Asks', avatar: '/avatars/2.png' };

export const profile = (over: Partial<ConnectionProfile> = {}): ConnectionProfile => ({
  userId: 7,
  canHelp: true,
  needsHelp: false,
  interests: ['Reading'],
  languages: ['English'],
  helpCategories: ['language'],
  bio: 'I like helping people practise English.',
  preferredCommunication: ['chat'],
  availableHours: 'flexible',
  isActive: true,
  ageBand: '18+',
  mailWhenAway: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const request = (over: Partial<HelpRequest> = {}): HelpRequest => ({
  id: 31,
  title: 'Practising English conversation',
  description: 'I would love someone to chat with in English twice a week.',
  category: 'language',
  urgency: 'medium',
  status: 'open',
  requesterId: requester.id,
  requester,
  helperId: null,
  helper: null,
  conversationId: null,
  matchedAt: null,
  completedAt: null,
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  ...over,
});

export const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 5,
  requestId: 31,
  status: 'active',
  lastMessageAt: new Date(Date.now() - 60_000).toISOString(),
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  unreadCount: 0,
  request: {
    id: 31,
    title: 'Practising English conversation',
    requesterId: 7,
    category: 'language',
    description: 'I would love someone to chat with.',
  },
  otherParticipant: helper,
  contactDetailsAllowed: false,
  reviewedByMe: false,
  lastReadMessageId: null,
  removedAt: null,
  ...over,
});

export const chatMessage = (
  id: number,
  senderId: number | null,
  content: string,
  over: Partial<Message> = {},
): Message => ({
  id,
  conversationId: 5,
  senderId,
  content,
  messageType: 'text',
  isAdmin: false,
  createdAt: new Date(Date.now() - (100 - id) * 1000).toISOString(),
  ...over,
});
