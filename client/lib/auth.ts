import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@common/schemas/users';
import { ApiError, api } from './api-client';

export const userQueryKey = ['/api/user'] as const;

/**
 * Whether the browser holds the server's signed-in hint (decision 049): a readable cookie set and cleared with the
 * session cookie (`__Host-` prefixed over https). It grants nothing; it only says whether asking is worth it.
 */
export function hasSignedInHint(): boolean {
  return /(?:^|;\s*)(?:__Host-)?kr_signed_in=1(?:;|$)/.test(typeof document === 'undefined' ? '' : document.cookie);
}

/**
 * GET /api/user; 401 means a guest and resolves to null. Without the signed-in hint the visitor is a guest and the
 * call (and the 401 the browser would log as an error) is skipped. The server still decides every request: a hint
 * that lies only costs that one 401, and a missing one is set again by the next page load.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!hasSignedInHint()) return null;
  try {
    return await api<CurrentUser>('/api/user');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/**
 * The signed-in member, or null for a guest. Like every query it stays fresh until something changes it (the
 * spec's default; nothing documented a reason for the 60 s it once had): login, logout, registration, deletion
 * and a password reset set it, and whatever changes points or the avatar must update or invalidate it there.
 */
export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: fetchCurrentUser });
}

/** Two letters for an avatar fallback: first letters of the first two words. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The spec's default avatar for a member without one. */
export function defaultAvatar(id: number): string {
  return `/avatars/${(id % 6) + 1}.png`;
}
