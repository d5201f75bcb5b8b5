/** Shared look of the ripple forms' fields. */
export const inputClass =
  'w-full rounded-xl border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand';
export const labelClass = 'mb-1 block text-sm font-semibold text-neutral-800';
