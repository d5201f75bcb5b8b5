import { localStore } from './local-store';

export const LOGIN_REDIRECT_KEY = 'login_redirect';

/**
 * Only paths on this site are accepted as redirect targets. The value is resolved against our origin as the
 * browser would resolve it (which drops tabs and newlines and reads a backslash as a slash), so `/\t/evil.example`,
 * `/\\evil.example`, `//evil.example` and `javascript:` all land elsewhere and are refused; what is kept is the
 * resolved path, query and hash.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that starts like a network path could leave the site if anything later reads it as a URL.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
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
