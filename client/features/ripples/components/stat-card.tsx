import type { ReactNode } from 'react';

/** A number with its label, for the ripple counters. */
export function StatCard({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
      <span
        aria-hidden
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand [&_svg]:size-5"
      >
        {icon}
      </span>
      <div>
        <p className="text-2xl font-bold text-neutral-900" data-testid={testId}>
          {new Intl.NumberFormat('en-US').format(value)}
        </p>
        <p className="text-sm text-neutral-700">{label}</p>
      </div>
    </div>
  );
}
