import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { findContactInfo } from '@common/contact-info';
import {
  CONNECTIONS_TEXT,
  REQUEST_DESCRIPTION_HINT,
  URGENCIES,
  URGENCY_LABELS,
  type Urgency,
} from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { categoryLabel } from '../lib/constants';

export interface RequestFields {
  title: string;
  description: string;
  category: string;
  urgency: Urgency | '';
}

type Errors = Partial<Record<keyof RequestFields | 'form', string>>;

const selectClass =
  'h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand aria-[invalid=true]:border-red-700';

/** Checks the fields with the contract's schema, then keeps contact details out (the spec's message). */
function validate(schema: z.ZodType, f: RequestFields): { errors: Errors; value?: unknown } {
  const parsed = schema.safeParse({ ...f, urgency: f.urgency || undefined, category: f.category || undefined });
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof RequestFields;
      errors[key] ??= issue.message;
    }
  }
  if (!f.urgency && !errors.urgency) errors.urgency = 'Please select priority level';
  if (findContactInfo(`${f.title}\n${f.description}`)) errors.form = CONNECTIONS_TEXT.requestContact;
  return Object.keys(errors).length ? { errors } : { errors, value: parsed.data };
}

/** The fields of a help request (new and edit), with the spec's messages. */
export function RequestForm({
  schema,
  categories,
  initial,
  descriptionHint = false,
  pending,
  submitLabel,
  onSubmit,
  cancel,
}: {
  schema: z.ZodType;
  categories: readonly string[];
  initial: RequestFields;
  descriptionHint?: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (value: RequestFields & { urgency: Urgency }) => void;
  cancel?: ReactNode;
}) {
  const [f, setF] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const formErrorId = useId();
  const set = <K extends keyof RequestFields>(k: K, v: RequestFields[K]) => {
    setF((o) => ({ ...o, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined, form: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { errors: found } = validate(schema, f);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...f, urgency: f.urgency as Urgency });
  };
  const descLength = f.description.trim().length;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-describedby={errors.form ? formErrorId : undefined}>
      <FormField label="Title" error={errors.title}>
        {(p) => (
          <Input
            {...p}
            value={f.title}
            maxLength={100}
            placeholder="e.g. Practising English conversation"
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Category" error={errors.category}>
        {(p) => (
          <select {...p} className={selectClass} value={f.category} onChange={(e) => set('category', e.target.value)}>
            <option value="" disabled>
              Choose a category
            </option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-neutral-800">How soon?</legend>
        <div className="flex flex-wrap gap-2">
          {URGENCIES.map((u) => (
            <label
              key={u}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                f.urgency === u ? 'border-brand bg-brand-50 text-brand-dark' : 'border-neutral-300',
              )}
            >
              <input
                type="radio"
                name="urgency"
                value={u}
                checked={f.urgency === u}
                onChange={() => set('urgency', u)}
                className="accent-brand"
              />
              {URGENCY_LABELS[u]}
            </label>
          ))}
        </div>
        {errors.urgency ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.urgency}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label="Description"
        error={errors.description}
        hint={
          descriptionHint
            ? `${descLength}/${REQUEST_DESCRIPTION_HINT} · a few sentences help people understand how to help`
            : `${descLength}/1000`
        }
      >
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            maxLength={1000}
            value={f.description}
            placeholder="What would help? Please don’t include contact details: chats here keep everyone safe."
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FormField>
      {errors.form ? (
        <p id={formErrorId} role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
