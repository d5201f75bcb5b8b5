import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look of a field's label, also for the legend of a group of controls. */
export const labelClassName = 'mb-1 block text-sm font-semibold text-neutral-800';

/** A form label (Radix Label: clicking it focuses the control). */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn(labelClassName, className)} {...props} />;
}
