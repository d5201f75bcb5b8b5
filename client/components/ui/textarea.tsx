import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClassName } from './input';

/** A multi-line text field in the house style (the Input's look; the person may make it taller). */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClassName, 'resize-y py-2', className)} {...props} />;
}
