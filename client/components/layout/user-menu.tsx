import { ChevronDown, LayoutDashboard, LogOut, Shield, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '@common/schemas/users';
import { UserAvatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLogout } from './use-logout';
import { headerItemActiveClass, headerItemClass } from './nav-link';

const dropItem =
  'block rounded-lg px-3 py-2 text-sm text-neutral-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-dark';

/** Kindness Challenges as a dropdown for members: Current Challenges and User Stories. */
export function ChallengesMenu() {
  const { pathname } = useLocation();
  const inSection = [paths.kindnessChallenges, paths.stories].some(
    (p) => pathname === p || pathname.startsWith(`${p}/`),
  );
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(headerItemClass, 'flex items-center gap-1', inSection && headerItemActiveClass)}
      >
        Kindness Challenges <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          className="z-50 w-52 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Item asChild className={dropItem}>
            <Link to={paths.kindnessChallenges}>Current Challenges</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={dropItem}>
            <Link to={paths.stories}>User Stories</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-neutral-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-dark';

/** The signed-in member's menu: avatar, name and points, with dashboard, profile and sign-out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root>
      {/* Shown from lg, where the header is tight: a long name is cut short (whole in its tooltip) and gives way first. */}
      <DropdownMenu.Trigger
        className="flex max-w-full min-w-0 items-center gap-1.5 rounded-full py-1 pr-2 pl-1 hover:bg-neutral-100 xl:gap-2 xl:pr-3"
        aria-label={`${user.displayName} ${user.points} points, account menu`}
      >
        <UserAvatar src={user.avatar} name={user.displayName} />
        <span className="block min-w-0 text-left leading-tight">
          <span className="block max-w-24 truncate text-sm font-semibold xl:max-w-40" title={user.displayName}>
            {user.displayName}
          </span>{' '}
          <span className="block truncate text-xs text-neutral-600">{user.points} points</span>
        </span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-neutral-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{user.displayName}</p>
            <p className="text-xs text-neutral-600">{user.points} points</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden className="size-4" /> My Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile}>
              <UserRound aria-hidden className="size-4" /> My Profile
            </Link>
          </DropdownMenu.Item>
          {user.role === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.admin}>
                <Shield aria-hidden className="size-4" /> Admin Panel
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden className="size-4" /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
