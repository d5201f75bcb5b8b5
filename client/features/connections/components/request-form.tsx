import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONNECTIONS_TEXT,
  REQUEST_DESCRIPTION_HINT,
  URGENCIES,
  URGENCY_LABELS,
  type Urgency,
} from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { checkedAs } from '@/lib/checked-as';
import { cn } from '@/lib/cn';
import { categoryLabel } from '../lib/constants';
import { holdsContactInfo, loadContactGuard } from '../lib/contact-guard';

export interface RequestFields {
  title: string;
  description: string;
  category: string;
  urgency: Urgency | '';
}

/** The route's own rule (the one given), on the fields with nothing chosen read as not sent. */
const ruleOf = (schema: z.ZodType<FieldValues, FieldValues>) =>
  checkedAs(schema, (f: RequestFields) => ({
    ...f,
    urgency: f.urgency || undefined,
    category: f.category || undefined,
  }));

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
  schema: z.ZodType<FieldValues, FieldValues>;
  categories: readonly string[];
  initial: RequestFields;
  descriptionHint?: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (value: RequestFields & { urgency: Urgency }) => void;
  cancel?: ReactNode;
}) {
  const form = useForm<RequestFields, unknown, FieldValues>({ resolver: ruleOf(schema), defaultValues: initial });
  const [urgency, description, category] = useWatch({
    control: form.control,
    name: ['urgency', 'description', 'category'],
  });
  const { errors } = form.formState;
  const formError = errors.root?.message;
  const formErrorId = useId();
  // A change takes the last refusal of that field, and the contact-details notice, away.
  const clearing = (name: keyof RequestFields) => ({
    onChange: () => {
      form.clearErrors(name);
      form.clearErrors('root');
    },
  });
  const submit = form.handleSubmit(async () => {
    const f = form.getValues();
    // The shared guard keeps contact details out (the server checks them too).
    if (await holdsContactInfo(`${f.title}\n${f.description}`))
      return form.setError('root', { message: CONNECTIONS_TEXT.requestContact });
    onSubmit({ ...f, urgency: f.urgency as Urgency });
  });
  const descLength = (description ?? '').trim().length;
  return (
    <form
      onSubmit={submit}
      // The contact guard loads when a field is first used, not with the page.
      onFocus={() => void loadContactGuard()}
      noValidate
      className="grid gap-4"
      aria-describedby={formError ? formErrorId : undefined}
    >
      <FormField label="Title" error={errors.title?.message}>
        {(p) => (
          <Input
            {...p}
            maxLength={100}
            placeholder="e.g. Practising English conversation"
            {...form.register('title', clearing('title'))}
          />
        )}
      </FormField>
      <FormField label="Category" error={errors.category?.message}>
        {(p) => (
          <select
            {...p}
            className={inputClassName}
            value={category}
            onChange={(e) => {
              form.setValue('category', e.target.value);
              form.clearErrors('category');
              form.clearErrors('root');
            }}
          >
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
                urgency === u ? 'border-brand bg-brand-50 text-brand-dark' : 'border-neutral-300',
              )}
            >
              <input
                type="radio"
                value={u}
                className="accent-brand"
                {...form.register('urgency', clearing('urgency'))}
              />
              {URGENCY_LABELS[u]}
            </label>
          ))}
        </div>
        {errors.urgency ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.urgency.message}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label="Description"
        error={errors.description?.message}
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
            placeholder="What would help? Please don’t include contact details: chats here keep everyone safe."
            {...form.register('description', clearing('description'))}
          />
        )}
      </FormField>
      {formError ? (
        <p id={formErrorId} role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" pending={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
