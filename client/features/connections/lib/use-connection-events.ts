import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userQueryKey } from '@/lib/auth';
import { applyConnectionEvent, resyncConnections } from './cache';
import { startConnectionStream } from './event-stream';

export const EVENTS_URL = '/api/connections/events';

/**
 * Keeps this member's Connections screens live: the shared event stream feeds the query cache. When the server
 * ends the stream for good (decision 045), a suspended or signed-out member's session is read again (it answers a
 * guest, and the stream stops with the member), and a member blocked from Connections sees their screens say so.
 */
export function useConnectionEvents(memberId: number | null | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!memberId || typeof EventSource !== 'function') return;
    const stream = startConnectionStream({
      url: EVENTS_URL,
      scope: String(memberId),
      onEvent: (event) => applyConnectionEvent(qc, event),
      onResync: () => void resyncConnections(qc),
      onEnd: (reason) => {
        if (reason !== 'blocked') void qc.invalidateQueries({ queryKey: userQueryKey });
        void resyncConnections(qc);
      },
    });
    return () => stream.stop();
  }, [memberId, qc]);
}
