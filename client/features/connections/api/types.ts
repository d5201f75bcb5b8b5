/** The Connections contract's types as the client's calls use them (common/schemas/connections.ts): names only. */
export type {
  ConnectionMember,
  ConnectionProfile as HelpProfile,
  Conversation,
  CreateProfileInput,
  CreateRequestInput,
  HelpRequest,
  Message,
  MessageSent,
  Page,
  UpdateProfileInput,
  UpdateRequestInput,
  UserProfileAnswer,
} from '@common/schemas/connections';
