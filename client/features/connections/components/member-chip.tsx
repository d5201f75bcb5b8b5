import { Link } from 'react-router';
import { UserAvatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { defaultAvatar } from '@/lib/auth';
import type { ConnectionMember } from '../api/types';

/**
 * A member's avatar (the id-based default when they have none) and name, linking to their member page unless
 * `link` is false (where the page cannot open, such as a blocked member's: decision 055).
 */
export function MemberChip({ member, sub, link = true }: { member: ConnectionMember; sub?: string; link?: boolean }) {
  const avatar = member.avatar ?? (member.id > 0 ? defaultAvatar(member.id) : null);
  const body = (
    <>
      <UserAvatar src={avatar} name={member.displayName} className="size-9" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-neutral-900">{member.displayName}</span>
        {sub ? <span className="block truncate text-xs text-neutral-600">{sub}</span> : null}
      </span>
    </>
  );
  if (member.id <= 0 || !link) return <span className="flex min-w-0 items-center gap-2">{body}</span>;
  return (
    <Link to={paths.user(member.id)} className="flex min-w-0 items-center gap-2 rounded-lg hover:underline">
      {body}
    </Link>
  );
}

const rtf =
  typeof Intl !== 'undefined' && 'RelativeTimeFormat' in Intl
    ? new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
    : null;

/** '5 minutes ago', 'yesterday'…; the date for anything older than a week. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (!rtf || abs > 7 * 86400)
    return new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });
  if (abs < 60) return 'just now';
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86400), 'day');
}
