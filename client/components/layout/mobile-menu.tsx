import { BookHeart, HandHeart, Home, LogIn, Menu, Sparkles, UserPlus, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '@common/schemas/users';
import { UserAvatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLogout } from '@/lib/use-logout';
import { useGoToAuth } from './auth-buttons';

const rowClass = 'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-base font-medium text-neutral-800 hover:bg-brand-50 hover:text-brand-dark';

/** The phone menu: Home, Our Story, Challenges, Connect, and Account (with its sub-menu) or Join. */
export function MobileMenu({ user }: { user: CurrentUser | null }) {
  const [open, setOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const panelId = useId();
  const accountId = useId();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const goToAuth = useGoToAuth();
  const logout = useLogout();

  useEffect(() => {
    setOpen(false);
    setAccountOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-neutral-800 hover:bg-neutral-100"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-neutral-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="grid gap-1">
          <li>
            <Link to={paths.home} className={rowClass}>
              <Home aria-hidden className="size-5" /> Home
            </Link>
          </li>
          <li>
            <Link to={paths.aboutUs} className={rowClass}>
              <BookHeart aria-hidden className="size-5" /> Our Story
            </Link>
          </li>
          <li>
            <Link to={paths.challenges} className={rowClass}>
              <Sparkles aria-hidden className="size-5" /> Challenges
            </Link>
          </li>
          {user ? (
            <li>
              <Link to={paths.stories} className={cn(rowClass, 'pl-11 text-sm')}>
                User Stories
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={paths.connections} className={rowClass}>
              <HandHeart aria-hidden className="size-5" /> Connect
            </Link>
          </li>
          {user ? (
            <li>
              <button type="button" className={rowClass} aria-expanded={accountOpen} aria-controls={accountId} onClick={() => setAccountOpen((o) => !o)}>
                <UserAvatar src={user.avatar} name={user.displayName} className="size-7" />
                <span className="flex-1 text-left">
                  Account
                  <span className="block text-xs font-normal text-neutral-600">
                    {user.displayName} · {user.points} points
                  </span>
                </span>
              </button>
              <ul id={accountId} hidden={!accountOpen} className="mt-1 grid gap-1 pl-10">
                <li>
                  <Link to={paths.dashboard} className={rowClass}>
                    Dashboard
                  </Link>
                </li>
                <li>
                  <Link to={paths.profile} className={rowClass}>
                    My Profile
                  </Link>
                </li>
                {user.role === 'admin' ? (
                  <li>
                    <Link to={paths.admin} className={rowClass}>
                      Admin Panel
                    </Link>
                  </li>
                ) : null}
                <li>
                  <button type="button" className={rowClass} onClick={() => logout.mutate()} disabled={logout.isPending}>
                    Sign Out
                  </button>
                </li>
              </ul>
            </li>
          ) : (
            <>
              <li>
                <button type="button" className={rowClass} onClick={() => goToAuth('register')}>
                  <UserPlus aria-hidden className="size-5" /> Join
                </button>
              </li>
              <li>
                <button type="button" className={rowClass} onClick={() => goToAuth('login')}>
                  <LogIn aria-hidden className="size-5" /> Log In
                </button>
              </li>
            </>
          )}
        </ul>
        {user ? null : (
          <p className="mt-4 flex items-center gap-2 px-3 text-sm text-neutral-600">
            <UserRound aria-hidden className="size-4" /> Free for everyone aged 13 and over.
          </p>
        )}
      </nav>
    </div>
  );
}
