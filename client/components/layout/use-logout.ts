import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageResponse } from '@common/schemas/common';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { clearLikedKeys, userQueryKey } from '@/lib/auth';

/**
 * Signs out: closes the member's event stream, ends the session on the server, forgets the user and local like
 * markers, then goes home.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // The stream closes before the session ends, so the end neither reconnects it nor reads the member's screens
      // again (each answered 401). A member's pages have loaded it already; guests never download it.
      const stream = await import('@/lib/member-events').then(
        (m) => m.closeMemberEventsForSignOut(),
        () => null,
      );
      try {
        const answer = await api<MessageResponse>('/api/logout', { method: 'POST' });
        stream?.signedOut();
        return answer;
      } catch (err) {
        stream?.failed();
        throw err;
      }
    },
    onSuccess: async () => {
      // Leave first: a member-only page would otherwise see the user vanish and send the browser to /auth.
      await navigate('/', { flushSync: true });
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== userQueryKey[0] && q.queryKey[0] !== '/api/config',
      });
      clearLikedKeys();
      toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    },
    onError: () => toast({ title: 'Logout failed', description: 'Please try again.', variant: 'destructive' }),
  });
}
