import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS } from '@/config/ui-timings';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts } from './use-toast';

/** Renders the toasts in an accessible live region (Radix Toast): swipe, Escape and F8 work. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" duration={TOAST_DURATION_MS}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=open]:animate-fade-in',
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-neutral-200 bg-white text-neutral-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description
                className={cn('text-sm', t.variant === 'destructive' ? 'text-white' : 'text-neutral-700')}
              >
                {t.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:max-w-sm" />
    </Toast.Provider>
  );
}
