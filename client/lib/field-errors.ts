import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The field messages of a failed call (a 400's `errors`, by field name) for these fields; `aliases` reads a server
 * name into a form field (`{ password: 'newPassword' }`: the strength rule speaks of `password`).
 */
export function fieldErrorsOf<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): Partial<Record<Path<T>, string>> {
  const found: Partial<Record<Path<T>, string>> = {};
  if (!(err instanceof ApiError) || !err.errors) return found;
  for (const [name, message] of Object.entries(err.errors)) {
    const field = aliases[name] ?? (name as Path<T>);
    if (message && fields.includes(field) && !found[field]) found[field] = message;
  }
  return found;
}

/**
 * Shows a failed call's field messages under the form's fields (see `fieldErrorsOf`), the first of `fields` to get
 * one taking the focus unless `focus` is false. `messageUnder`: a refusal with no field message puts its whole
 * message under this field. Returns whether anything was shown, so the caller knows if a toast must still speak.
 */
export function showFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  err: unknown,
  fields: readonly Path<T>[],
  {
    focus = true,
    aliases,
    messageUnder,
  }: { focus?: boolean; aliases?: Partial<Record<string, Path<T>>>; messageUnder?: Path<T> } = {},
): boolean {
  const found = fieldErrorsOf(err, fields, aliases);
  const shown = fields.filter((f) => found[f]);
  shown.forEach((field, i) =>
    form.setError(field, { type: 'server', message: found[field] }, { shouldFocus: focus && i === 0 }),
  );
  if (shown.length === 0 && messageUnder && err instanceof ApiError && err.message) {
    form.setError(messageUnder, { type: 'server', message: err.message }, { shouldFocus: focus });
    return true;
  }
  return shown.length > 0;
}
