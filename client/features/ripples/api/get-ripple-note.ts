import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RippleNote } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';

const notePath = (code: string) => `/api/ripples/node/${encodeURIComponent(code)}`;

/** GET /api/ripples/node/{code}: the note, its ripple's counters and share text (counts a view). */
export const getRippleNote = (code: string) => api<RippleNote>(notePath(code));

export const rippleNoteQuery = (code: string) =>
  queryOptions({ queryKey: [notePath(code)], queryFn: () => getRippleNote(code) });

/** The note behind a ripple link. */
export function useRippleNote(code: string) {
  return useQuery(rippleNoteQuery(code));
}
