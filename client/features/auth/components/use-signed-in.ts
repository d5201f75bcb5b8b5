import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@common/schemas/users';
import { toast } from '@/components/ui/use-toast';
import { userQueryKey } from '@/lib/auth';
import { consumeLoginRedirect, safeRedirectPath } from '@/lib/login-redirect';
import { isMemberQuery } from '@/lib/sign-out';

/** Signed-in members with nowhere else to go land on their dashboard (part 2 §2). */
export const AFTER_LOGIN_DEFAULT = '/dashboard';

/**
 * After a login or a registration: remember the user, refresh every cached query (what a reload would do,
 * without losing the welcome toast), then go to the stored login redirect (used once), else the
 * `redirect` parameter, else home.
 */
export function useSignedIn(redirectParam: string | null, onHandOff?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: CurrentUser, welcome: { title: string; description: string }) => {
    // Tell /auth first: it must not apply its own signed-in redirect (which ignores the stored one).
    onHandOff?.();
    const wanted = consumeLoginRedirect() ?? safeRedirectPath(redirectParam) ?? AFTER_LOGIN_DEFAULT;
    const target = /^\/auth(?:[/?#]|$)/.test(wanted) ? AFTER_LOGIN_DEFAULT : wanted;
    queryClient.setQueryData(userQueryKey, user);
    void navigate(target, { replace: true });
    void queryClient.invalidateQueries({ predicate: (q) => isMemberQuery(q) });
    toast(welcome);
  };
}
