import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/auth';

/** A round avatar image with a two-letter fallback while it loads or when it is missing. */
export function UserAvatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-brand-100', className)}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center text-sm font-semibold text-brand-dark"
        delayMs={src ? 400 : 0}
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
