import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A challenge's picture, or a soft brand panel with a sparkle when it has none. */
export function ChallengeImage({ src, className }: { src: string | null; className?: string }) {
  if (src) return <img src={src} alt="" loading="lazy" className={cn('object-cover', className)} />;
  return (
    <div className={cn('flex items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100', className)}>
      <Sparkles aria-hidden className="size-10 text-brand" />
    </div>
  );
}
