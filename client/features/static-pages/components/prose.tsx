import type { ReactNode } from 'react';

const proseClasses = [
  'mx-auto max-w-3xl px-4 py-10 sm:py-14',
  'text-base text-neutral-800',
  // Headings
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-neutral-900',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-neutral-900',
  // Body text
  '[&_p]:mt-4 [&_p]:leading-7',
  '[&_strong]:font-semibold [&_strong]:text-neutral-900',
  // Lists
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:leading-7',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:leading-7',
  '[&_li]:pl-1 [&_li::marker]:text-neutral-500',
  // Links
  '[&_a]:font-medium [&_a]:text-brand-dark [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-2',
  '[&_a:hover]:decoration-2',
  '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-brand-dark',
  // Misc
  '[&_hr]:my-10 [&_hr]:border-neutral-200',
].join(' ');

/** A readable column for long text, styling the plain headings, lists and links inside it. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={proseClasses}>{children}</div>;
}

/** A static page's title (the page's h1) with an optional lead paragraph. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mb-8 border-b border-neutral-200 pb-8">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="text-lg leading-8! text-neutral-700">{lead}</p> : null}
    </header>
  );
}
