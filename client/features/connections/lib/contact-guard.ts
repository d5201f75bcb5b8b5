// The contact guard with its libraries is large (about 120 KB gzipped), so the browser loads it only when a field
// that needs it is first focused. It is an early hint: the server decides (decision 052).
import type { findContactInfo } from '@common/contact-info';

type Guard = typeof findContactInfo;

let loading: Promise<Guard> | null = null;

/** Starts loading the guard, once; a failed load is tried again at the next call. */
export function loadContactGuard(): Promise<Guard> {
  if (!loading) {
    loading = import('@common/contact-info').then((m) => m.findContactInfo);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Whether the text holds contact details; false when the guard cannot be loaded (the server checks anyway). */
export async function holdsContactInfo(text: string): Promise<boolean> {
  try {
    return (await loadContactGuard())(text) !== null;
  } catch {
    return false;
  }
}
