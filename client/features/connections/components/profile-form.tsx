import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import {
  BIO_MAX,
  BIO_MIN,
  POSTING_CATEGORIES,
  PREDEFINED_INTERESTS,
  PREDEFINED_LANGUAGES,
  updateProfileInput,
  type UpdateProfileInput,
} from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { checkedAs } from '@/lib/checked-as';
import type { HelpProfile } from '../api/types';
import { categoryLabel } from '../lib/constants';
import { ChipPicker } from './chip-picker';

export interface ProfileFields {
  canHelp: boolean;
  needsHelp: boolean;
  interests: string[];
  languages: string[];
  helpCategories: string[];
  bio: string;
  mailWhenAway: boolean;
}

/** The fields as the contract takes them (the spec's fixed values for what the form does not ask). */
export function toProfileInput(f: ProfileFields): UpdateProfileInput {
  return {
    canHelp: f.canHelp,
    needsHelp: f.needsHelp,
    interests: f.interests,
    languages: f.languages,
    helpCategories: f.helpCategories as UpdateProfileInput['helpCategories'],
    bio: f.bio.trim(),
    preferredCommunication: ['chat'],
    availableHours: 'flexible',
    isActive: true,
    mailWhenAway: f.mailWhenAway,
  };
}

/** Whether the form may be saved (spec §5: one interest, one language, one category, a bio of 10-500). */
export function isProfileComplete(f: ProfileFields): boolean {
  const bio = f.bio.trim().length;
  return (
    f.interests.length > 0 && f.languages.length > 0 && f.helpCategories.length > 0 && bio >= BIO_MIN && bio <= BIO_MAX
  );
}

export const emptyProfileFields = (): ProfileFields => ({
  canHelp: true,
  needsHelp: false,
  interests: [],
  languages: [],
  helpCategories: [],
  bio: '',
  mailWhenAway: true,
});

export const profileFieldsOf = (p: HelpProfile): ProfileFields => ({
  canHelp: p.canHelp,
  needsHelp: p.needsHelp,
  interests: p.interests,
  languages: p.languages,
  helpCategories: p.helpCategories,
  bio: p.bio,
  mailWhenAway: p.mailWhenAway,
});

/** The profile route's own rule on the fields as they are sent. */
const resolver = checkedAs(updateProfileInput, toProfileInput);
const LISTS = ['interests', 'languages', 'helpCategories'] as const;

/** The help profile's fields; Save is enabled only when the profile is complete. */
export function ProfileForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  footer,
}: {
  initial: ProfileFields;
  submitLabel: string;
  pending: boolean;
  onSubmit: (fields: ProfileFields) => void;
  footer?: ReactNode;
}) {
  const form = useForm<ProfileFields, unknown, z.output<typeof updateProfileInput>>({
    resolver,
    defaultValues: initial,
  });
  const f = { ...initial, ...useWatch({ control: form.control }) } as ProfileFields;
  const { errors } = form.formState;
  const listError = LISTS.map((key) => errors[key]?.message).find(Boolean);
  const bioId = useId();
  const set = <K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) =>
    form.setValue(key, value as PathValue<ProfileFields, K>, { shouldValidate: form.formState.isSubmitted });
  const bioLength = f.bio.trim().length;
  const submit = form.handleSubmit(() => onSubmit(form.getValues()));
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-6" noValidate>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-neutral-800">How would you like to take part?</legend>
        <div className="flex items-start gap-2 rounded-xl border border-neutral-200 p-3 text-sm">
          <Checkbox id={`${bioId}-can-help`} checked={f.canHelp} onCheckedChange={(v) => set('canHelp', v === true)} />
          <label htmlFor={`${bioId}-can-help`}>
            <span className="font-semibold">I can offer help</span>
            <span className="block text-neutral-600">Show me requests I could help with.</span>
          </label>
        </div>
        <div className="flex items-start gap-2 rounded-xl border border-neutral-200 p-3 text-sm">
          <Checkbox
            id={`${bioId}-needs-help`}
            checked={f.needsHelp}
            onCheckedChange={(v) => set('needsHelp', v === true)}
          />
          <label htmlFor={`${bioId}-needs-help`}>
            <span className="font-semibold">I’m open to support</span>
            <span className="block text-neutral-600">I may ask for a little help myself.</span>
          </label>
        </div>
      </fieldset>
      <ChipPicker
        legend="Interests & hobbies"
        hint="Choose at least one, or add your own."
        options={PREDEFINED_INTERESTS}
        value={f.interests}
        onChange={(v) => set('interests', v)}
        allowCustom
        customLabel="Add an interest"
      />
      <ChipPicker
        legend="Languages"
        hint="Choose at least one, or add your own."
        options={PREDEFINED_LANGUAGES}
        value={f.languages}
        onChange={(v) => set('languages', v)}
        allowCustom
        customLabel="Add a language"
      />
      <ChipPicker
        legend="Ways I can help"
        hint="Choose at least one."
        options={POSTING_CATEGORIES}
        labels={categoryLabel}
        value={f.helpCategories}
        onChange={(v) => set('helpCategories', v)}
      />
      <div>
        <Label htmlFor={bioId}>About you</Label>
        <Textarea
          id={bioId}
          rows={4}
          maxLength={BIO_MAX}
          aria-invalid={Boolean(errors.bio)}
          aria-describedby={errors.bio ? `${bioId}-error ${bioId}-count` : `${bioId}-count`}
          placeholder="A few words about you and how you like to help (no contact details, please)."
          {...form.register('bio')}
        />
        <p id={`${bioId}-count`} className="mt-1 text-xs text-neutral-600">
          {bioLength}/{BIO_MAX}
          {bioLength < BIO_MIN ? ` · at least ${BIO_MIN} characters` : ''}
        </p>
        {errors.bio ? (
          <p id={`${bioId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.bio.message}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-2 text-sm">
        <Checkbox
          id={`${bioId}-mail`}
          checked={f.mailWhenAway}
          onCheckedChange={(v) => set('mailWhenAway', v === true)}
        />
        <label htmlFor={`${bioId}-mail`}>
          E-mail me when I get a message or someone offers help while I’m away (at most one e-mail per conversation an
          hour, never with the message itself).
        </label>
      </div>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={!isProfileComplete(f)} pending={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {footer}
      </div>
    </form>
  );
}
