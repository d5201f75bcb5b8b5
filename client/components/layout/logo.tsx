import { Link } from 'react-router';

/** The KindRipple mark and word, linking home. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md font-bold text-neutral-900 ${className}`}
      aria-label="KindRipple home"
    >
      <svg aria-hidden viewBox="0 0 64 64" className="size-8">
        <circle cx="32" cy="32" r="30" fill="#DC143C" />
        <circle cx="32" cy="32" r="20" fill="none" stroke="#fff" strokeWidth="4" opacity=".55" />
        <circle cx="32" cy="32" r="10" fill="none" stroke="#fff" strokeWidth="4" opacity=".8" />
        <circle cx="32" cy="32" r="4" fill="#fff" />
      </svg>
      <span className="text-lg tracking-tight">
        Kind<span className="text-brand-dark">Ripple</span>
      </span>
    </Link>
  );
}
