import { useUnreadTotal } from '../api/get-unread';
import { useConnectionEvents } from '../lib/use-connection-events';
import { plural } from '@common/plural';

/** The header's unread badge: the total of unread messages, shown only above 0. */
export function UnreadBadge() {
  const { data: total = 0 } = useUnreadTotal();
  if (total <= 0) return null;
  const label = total > 99 ? '99+' : String(total);
  return (
    <span
      data-testid="unread-badge"
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs leading-5 font-bold text-white"
    >
      <span aria-hidden>{label}</span>
      <span className="sr-only">{`, ${plural(total, 'unread message')}`}</span>
    </span>
  );
}

/** Holds the member's live event stream while the app is open (renders nothing). */
export function ConnectionsLive({ memberId }: { memberId: number }) {
  useConnectionEvents(memberId);
  return null;
}
