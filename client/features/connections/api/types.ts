/** The Connections contract's types as the client's calls use them (common/schemas/connections.ts). */
export type {
  AgeBand,
  ConnectionMember,
  ConnectionProfile as HelpProfile,
  Conversation,
  ConversationStatus,
  CreateProfileInput,
  CreateRequestInput,
  HelpRequest,
  Message,
  MessageSent,
  RequestStatus,
  Review,
  UpdateProfileInput,
  UpdateRequestInput,
  Urgency,
  UserProfileAnswer,
} from '@common/schemas/connections';

/** A member list page: `{ items, nextCursor }`. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** One of the member's blocks, as GET /api/connections/blocks lists it. */
export interface BlockedMember {
  id: number;
  displayName: string;
  avatar: string | null;
  blockedAt: string;
}
