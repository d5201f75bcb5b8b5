import type { Message } from '@common/schemas/connections';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useAdminAction } from './use-admin-action';

export interface TeamMessage {
  conversationId: number;
  content: string;
}

/** POST /api/admin/conversations/{id}/message: shown in the chat as from the KindRipple team, pushed live. */
export const sendTeamMessage = ({ conversationId, content }: TeamMessage) =>
  api<Message>(`/api/admin/conversations/${conversationId}/message`, {
    method: 'POST',
    body: { content, isAdmin: true },
  });

export const useSendTeamMessage = (config: MutationConfig<Message, TeamMessage> = {}) =>
  useAdminAction(sendTeamMessage, config);
