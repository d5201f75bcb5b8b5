import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Trims and collapses spaces; case-insensitive duplicates are dropped by the caller. */
export const cleanEntry = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Adds an entry unless it is empty or already there (ignoring case). */
export function addUnique(list: string[], entry: string): string[] {
  const v = cleanEntry(entry);
  if (!v || list.some((x) => x.toLowerCase() === v.toLowerCase())) return list;
  return [...list, v];
}

/**
 * A group of toggle chips for predefined choices, plus the member's own entries (trimmed, de-duplicated).
 * Each chip is a button with aria-pressed; the group is a fieldset with its legend.
 */
export function ChipPicker({
  legend,
  hint,
  options,
  labels,
  value,
  onChange,
  allowCustom = false,
  customLabel,
  maxLength = 40,
}: {
  legend: string;
  hint?: string;
  options: readonly string[];
  labels?: (v: string) => string;
  value: string[];
  onChange: (next: string[]) => void;
  allowCustom?: boolean;
  customLabel?: string;
  maxLength?: number;
}) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const has = (v: string) => value.some((x) => x.toLowerCase() === v.toLowerCase());
  const toggle = (v: string) =>
    onChange(has(v) ? value.filter((x) => x.toLowerCase() !== v.toLowerCase()) : [...value, v]);
  const custom = value.filter((v) => !options.some((o) => o.toLowerCase() === v.toLowerCase()));
  const addDraft = () => {
    onChange(addUnique(value, draft));
    setDraft('');
  };
  const chip = (v: string, pressed: boolean) =>
    cn(
      'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
      pressed
        ? 'border-brand bg-brand text-white'
        : 'border-neutral-300 bg-white text-neutral-800 hover:border-brand hover:text-brand-dark',
    );
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-neutral-800">{legend}</legend>
      {hint ? <p className="mt-0.5 text-xs text-neutral-600">{hint}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <button key={o} type="button" aria-pressed={has(o)} className={chip(o, has(o))} onClick={() => toggle(o)}>
            {labels ? labels(o) : o}
          </button>
        ))}
        {custom.map((c) => (
          <button key={c} type="button" aria-label={`Remove ${c}`} className={chip(c, true)} onClick={() => toggle(c)}>
            {c} <X aria-hidden className="size-3.5" />
          </button>
        ))}
      </div>
      {allowCustom ? (
        <div className="mt-2 flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {customLabel}
          </label>
          <Input
            id={inputId}
            value={draft}
            maxLength={maxLength}
            placeholder={customLabel}
            className="h-9 min-w-0 max-w-xs text-sm"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addDraft();
              }
            }}
          />
          <Button type="button" size="sm" variant="outline" onClick={addDraft} disabled={!cleanEntry(draft)}>
            <Plus aria-hidden /> Add
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
