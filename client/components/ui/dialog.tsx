import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Radix Dialog (focus trap, Escape, backdrop click, aria wiring) in the house style. */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/**
 * The centred panel with its backdrop; clicking the backdrop or pressing Escape closes it. Escape is also
 * handled here because a toast opened from inside the dialog is a newer dismissable layer and would
 * otherwise take the key for itself, leaving the dialog open.
 *
 * On closing, the keyboard focus goes back to whatever opened the dialog. Radix does that only for a
 * `DialogTrigger`; our dialogs are mostly opened from state, which would drop a keyboard user at the top
 * of the page.
 */
export function DialogContent({
  className,
  children,
  onKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-neutral-950/50 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl outline-none data-[state=open]:animate-fade-in',
          className,
        )}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.key === 'Escape' && !e.defaultPrevented) closeRef.current?.click();
        }}
        onOpenAutoFocus={(e) => {
          // Still the element focused before the dialog opened: the focus moves only after this event.
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(e);
        }}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          const opener = openerRef.current;
          openerRef.current = null;
          if (e.defaultPrevented || !opener?.isConnected || opener === document.body) return;
          e.preventDefault();
          opener.focus();
        }}
        {...props}
      >
        {/* The body scrolls; the header and footer stick to its edges, so the main button is always in view. */}
        <div className="min-h-0 flex-1 overflow-y-auto p-6">{children}</div>
        <DialogPrimitive.Close
          ref={closeRef}
          aria-label="Close"
          className="absolute top-4 right-4 z-20 rounded-full p-1.5 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The title block; it stays at the top while the dialog's body scrolls. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('sticky -top-6 z-10 -mx-6 -mt-6 mb-4 grid gap-1 bg-white px-6 pt-6 pb-2 pr-14', className)}
      {...props}
    />
  );
}

/** The buttons; they stay at the bottom while the dialog's body scrolls, so the main action needs no scrolling. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'sticky -bottom-6 z-10 -mx-6 mt-6 -mb-6 flex flex-col-reverse gap-2 border-t border-neutral-100 bg-white px-6 pt-4 pb-6 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-bold text-neutral-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-neutral-700', className)} {...props} />;
}
