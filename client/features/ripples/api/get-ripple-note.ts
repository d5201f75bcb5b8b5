import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RippleNote } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';

/** GET /api/ripples/node/{code}: the note, its ripple's counters and share text (counts a view). */
export const rippleNoteQuery = (code: string) =>
  queryOptions({ queryKey: [`/api/ripples/node/${encodeURIComponent(code)}`], queryFn: () => api<RippleNote>(`/api/ripples/node/${encodeURIComponent(code)}`) });

export function useRippleNote(code: string) {
  return useQuery(rippleNoteQuery(code));
}
