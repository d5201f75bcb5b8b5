import type { Location } from 'react-router';

const STATE_FIELD = 'scrollKey';
let firstEntryKey: string | undefined;

/**
 * The key `<ScrollRestoration />` saves a page's scroll position under. React Router names the first history entry
 * of every document load `default`, so a link opened in a tab that was already on the site would land where the
 * previous page had been scrolled to. The first entry gets a key of its own instead, kept in `history.state`: a
 * reload or a back/forward visit to that same entry finds it again, a fresh page load makes a new one.
 */
export function scrollRestorationKey(location: Location): string {
  if (location.key !== 'default') return location.key;
  if (firstEntryKey === undefined) {
    const state: unknown = window.history.state;
    const kept = state && typeof state === 'object' ? (state as Record<string, unknown>)[STATE_FIELD] : undefined;
    if (typeof kept === 'string') {
      firstEntryKey = kept;
    } else {
      firstEntryKey = `first-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      window.history.replaceState({ ...(state as object | null), [STATE_FIELD]: firstEntryKey }, '');
    }
  }
  return firstEntryKey;
}
