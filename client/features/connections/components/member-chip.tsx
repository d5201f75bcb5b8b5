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
