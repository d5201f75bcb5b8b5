import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:pointer-events-none disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55 aria-busy:cursor-progress [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-white shadow-sm not-aria-disabled:hover:bg-brand-600',
        outline: 'border border-brand text-brand-dark bg-white not-aria-disabled:hover:bg-brand-50',
        ghost: 'text-neutral-800 not-aria-disabled:hover:bg-neutral-100',
        subtle: 'bg-brand-50 text-brand-dark not-aria-disabled:hover:bg-brand-100',
        destructive: 'bg-red-700 text-white not-aria-disabled:hover:bg-red-800',
        link: 'text-brand-dark underline-offset-4 not-aria-disabled:hover:underline rounded-none',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /**
     * A request of this button's is under way. The button stays enabled, so it keeps the keyboard focus (a disabled
     * button drops it to the page), but is marked unavailable and busy, and swallows every activation meanwhile: a
     * press (mouse, Enter, Space, or the implicit submit of its form) calls neither `onClick` nor the form's submit.
     * Keep `disabled` for real unavailability, which can stand beside it.
     */
    pending?: boolean;
  };

/**
 * Cancels an activation while the button waits, before any handler on it sees the click (under `asChild` the child's
 * own handlers included): no `onClick`, no form submit, no link followed.
 */
function swallow(event: MouseEvent<HTMLElement>) {
  event.preventDefault();
  event.stopPropagation();
}

/** The design system's button; `asChild` renders the styles on a child such as a Link. */
export function Button({ className, variant, size, asChild, type, pending = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
      {...(pending && { 'aria-disabled': true, 'aria-busy': true, onClickCapture: swallow })}
    />
  );
}
