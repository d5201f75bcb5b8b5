import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Radix Tabs (arrow keys, roving focus, aria wiring) in the house style. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('grid grid-cols-2 gap-1 rounded-full bg-neutral-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'h-10 rounded-full px-4 text-sm font-semibold text-neutral-700 transition-colors hover:text-neutral-900 data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel. Our panels hold their own controls, so the panel itself is no Tab stop (Radix makes it one,
 * which leaves an invisible stop between the tabs and the first field).
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content tabIndex={-1} className={cn('mt-6 outline-none', className)} {...props} />;
}
