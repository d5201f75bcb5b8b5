import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look every text field shares (inputs and text areas); `aria-invalid` turns the border red. */
export const fieldClassName =
  'w-full rounded-xl border border-neutral-300 bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand aria-[invalid=true]:border-red-700 disabled:bg-neutral-100';

export const inputClassName = cn('h-11', fieldClassName);

/** A text input in the house style; `aria-invalid` turns the border red. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClassName, className)} {...props} />;
}
