import { Gift } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A reward's picture, or a soft panel with a gift when it has none. */
export function RewardImage({ src, className }: { src: string | null; className?: string }) {
  if (src) return <img src={src} alt="" loading="lazy" className={cn('object-cover', className)} />;
  return (
    <div className={cn('flex items-center justify-center bg-gradient-to-br from-amber-50 to-brand-50', className)}>
      <Gift aria-hidden className="size-10 text-brand" />
    </div>
  );
}
