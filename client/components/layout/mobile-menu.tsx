import { BookHeart, HandHeart, Home, LogIn, Menu, Sparkles, UserPlus, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { CurrentUser } from '@common/schemas/users';
import { UserAvatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLogout } from './use-logout';
import { useGoToAuth } from './auth-buttons';

const rowClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-base font-medium text-neutral-800 hover:bg-brand-50 hover:text-brand-dark';
// NavLink marks the current page with aria-current="page"; the same attribute draws it.
const linkClass = cn(rowClass, 'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-dark');

/** The phone menu: Home, Our Story, Challenges, Connect, and Account (with its sub-menu) or Join. */
export function MobileMenu({ user, connectionsBadge }: { user: CurrentUser | null; connectionsBadge?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const panelId = useId();
  const accountId = useId();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const goToAuth = useGoToAuth();
  const logout = useLogout();

  // Back and forward close it too, not only the menu's own links: a new page closes it as it renders.
  const [shownOn, setShownOn] = useState(location.pathname);
  if (shownOn !== location.pathname) {
    setShownOn(location.pathname);
    setOpen(false);
    setAccountOpen(false);
  }

  /**
   * Closes the menu when one of its links or actions is used, including a link to the page already open
   * (no pathname change). Focus goes back to the toggle rather than to the page body as the panel hides;
   * after a navigation the layout then moves it on to the new page's content.
   */
  const closeAfterChoice = () => {
    setOpen(false);
    setAccountOpen(false);
    toggleRef.current?.focus();
  };

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
      <span className="relative flex">
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
        {/* The count on the toggle is for the eye; the menu's Connect link says it in words. */}
        {open || !connectionsBadge ? null : (
          <span aria-hidden className="pointer-events-none absolute -top-0.5 -right-1">
            {connectionsBadge}
          </span>
        )}
      </span>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-neutral-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="grid gap-1">
          <li>
            <NavLink to={paths.home} end className={linkClass} onClick={closeAfterChoice}>
              <Home aria-hidden className="size-5" /> Home
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.aboutUs} className={linkClass} onClick={closeAfterChoice}>
              <BookHeart aria-hidden className="size-5" /> Our Story
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.kindnessChallenges} className={linkClass} onClick={closeAfterChoice}>
              <Sparkles aria-hidden className="size-5" /> Challenges
            </NavLink>
          </li>
          {user ? (
            <li>
              <NavLink to={paths.stories} className={cn(linkClass, 'pl-11 text-sm')} onClick={closeAfterChoice}>
                User Stories
              </NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to={paths.kindnessConnections} className={linkClass} onClick={closeAfterChoice}>
              <HandHeart aria-hidden className="size-5" /> Connect
              {connectionsBadge}
            </NavLink>
          </li>
          {user ? (
            <li>
              <button
                type="button"
                className={rowClass}
                aria-expanded={accountOpen}
                aria-controls={accountId}
                onClick={() => setAccountOpen((o) => !o)}
              >
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
                  <NavLink to={paths.dashboard} className={linkClass} onClick={closeAfterChoice}>
                    Dashboard
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.profile} className={linkClass} onClick={closeAfterChoice}>
                    My Profile
                  </NavLink>
                </li>
                {user.role === 'admin' ? (
                  <li>
                    <NavLink to={paths.admin} className={linkClass} onClick={closeAfterChoice}>
                      Admin Panel
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <button
                    type="button"
                    className={rowClass}
                    onClick={() => {
                      closeAfterChoice();
                      logout.mutate();
                    }}
                    disabled={logout.isPending}
                  >
                    Sign Out
                  </button>
                </li>
              </ul>
            </li>
          ) : (
            <>
              <li>
                <button
                  type="button"
                  className={rowClass}
                  onClick={() => {
                    closeAfterChoice();
                    goToAuth('register');
                  }}
                >
                  <UserPlus aria-hidden className="size-5" /> Join
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={rowClass}
                  onClick={() => {
                    closeAfterChoice();
                    goToAuth('login');
                  }}
                >
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
