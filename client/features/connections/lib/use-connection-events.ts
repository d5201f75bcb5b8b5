import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyConnectionEvent, resyncConnections } from './cache';
import { startConnectionStream } from './event-stream';

export const EVENTS_URL = '/api/connections/events';

/** Keeps this member's Connections screens live: the shared event stream feeds the query cache. */
export function useConnectionEvents(memberId: number | null | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!memberId || typeof EventSource !== 'function') return;
    const stream = startConnectionStream({
      url: EVENTS_URL,
      scope: String(memberId),
      onEvent: (event) => applyConnectionEvent(qc, event),
      onResync: () => void resyncConnections(qc),
    });
    return () => stream.stop();
  }, [memberId, qc]);
}
