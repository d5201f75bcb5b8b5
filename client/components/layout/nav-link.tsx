import { NavLink as RouterNavLink, type NavLinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/** A header link that marks the current page. */
export function HeaderLink({ className, ...props }: NavLinkProps & { className?: string }) {
  return (
    <RouterNavLink
      {...props}
      className={({ isActive }) =>
        cn(
          'rounded-full px-3 py-2 text-sm font-medium text-neutral-700 transition-colors hover:bg-brand-50 hover:text-brand-dark',
          isActive && 'bg-brand-50 text-brand-dark',
          className,
        )
      }
    />
  );
}
