import { NavLink as RouterNavLink, type NavLinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * Shared look of the desktop header's items. The header starts at lg (1024 px), where every item has to fit
 * on one line beside the logo and the user menu, so the padding is tighter there and grows back at xl.
 */
export const headerItemClass =
  'whitespace-nowrap rounded-full px-2 py-2 text-sm font-medium text-neutral-700 transition-colors hover:bg-brand-50 hover:text-brand-dark xl:px-3';

/** Classes of a header item for the page the visitor is on. */
export const headerItemActiveClass = 'bg-brand-50 text-brand-dark';

/** A header link that marks the current page. */
export function HeaderLink({ className, ...props }: NavLinkProps & { className?: string }) {
  return (
    <RouterNavLink
      {...props}
      className={({ isActive }) => cn(headerItemClass, isActive && headerItemActiveClass, className)}
    />
  );
}
