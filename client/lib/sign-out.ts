import type { Query, QueryClient } from '@tanstack/react-query';
import { userQueryKey } from './auth';
import { localStore } from './local-store';

/** The queries every visitor shares, kept when the member changes: the user itself (set, not dropped) and the config. */
const SHARED = [userQueryKey[0], '/api/config'];

/** Whether a cached query belongs to the member rather than to every visitor (`keep`: more shared first keys). */
export function isMemberQuery(query: Query, keep: readonly unknown[] = []): boolean {
  return ![...SHARED, ...keep].includes(query.queryKey[0]);
}

/**
 * Sends the call that ends this browser's session (sign-out, account deletion) with the member's event stream
 * closed first, so the session's end neither reconnects it nor reads the member's screens again (each answered
 * 401); after the answer the other tabs are told the stream ended, and a failed call opens it again. A member's
 * pages have loaded the stream already; guests never download it.
 */
export async function endingSession<T>(call: () => Promise<T>): Promise<T> {
  const stream = await import('./member-events').then(
    (m) => m.closeMemberEventsForSignOut(),
    () => null,
  );
  try {
    const answer = await call();
    stream?.signedOut();
    return answer;
  } catch (err) {
    stream?.failed();
    throw err;
  }
}

/**
 * Forgets what this browser holds of the member who left (sign-out, account deletion, a password reset that ended
 * every session): the user becomes a guest, every member query goes (`keep`: more to leave, such as the page's
 * own), and so do the per-device like markers. Leave a member-only page first: it would otherwise see the user
 * vanish and send the browser to /auth.
 */
export function forgetMember(queryClient: QueryClient, keep: readonly unknown[] = []) {
  queryClient.setQueryData(userQueryKey, null);
  queryClient.removeQueries({ predicate: (q) => isMemberQuery(q, keep) });
  for (const key of localStore.keys()) if (key.includes('liked')) localStore.remove(key);
}
