import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageResponse } from '@common/schemas/common';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { endingSession, forgetMember } from '@/lib/sign-out';

/** Signs out: closes the member's event stream, ends the session on the server, goes home, forgets the member. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => endingSession(() => api<MessageResponse>('/api/logout', { method: 'POST' })),
    onSuccess: async () => {
      // Leave first: a member-only page would otherwise see the user vanish and send the browser to /auth.
      await navigate('/', { flushSync: true });
      forgetMember(queryClient);
      toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    },
    onError: () => toast({ title: 'Logout failed', description: 'Please try again.', variant: 'destructive' }),
  });
}
