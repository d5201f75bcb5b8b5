import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A Radix checkbox (a real role="checkbox" with keyboard support) in the brand colour. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border border-neutral-400 bg-white data-[state=checked]:border-brand data-[state=checked]:bg-brand aria-[invalid=true]:border-red-700',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="text-white">
        <Check aria-hidden className="size-4" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
