import { localStore } from './local-store';

export const LOGIN_REDIRECT_KEY = 'login_redirect';

/** Only same-site paths are accepted as redirect targets (no //evil.example or javascript:). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Remembers where to return after logging in. */
export function storeLoginRedirect(path: string) {
  const safe = safeRedirectPath(path);
  if (safe && !safe.startsWith('/auth')) localStore.set(LOGIN_REDIRECT_KEY, safe);
}

/** Reads and forgets the stored redirect (used once). */
export function consumeLoginRedirect(): string | null {
  const value = safeRedirectPath(localStore.get(LOGIN_REDIRECT_KEY));
  localStore.remove(LOGIN_REDIRECT_KEY);
  return value;
}
