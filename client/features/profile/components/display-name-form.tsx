import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangeDisplayNameInput, DISPLAY_NAME_MAX, changeDisplayNameInput } from '@common/schemas/account';
import type { CurrentUser } from '@common/schemas/users';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useChangeDisplayName } from '../api/change-display-name';
import { showFieldErrors } from '@/lib/field-errors';

/**
 * The rename form of /profile and of the 'new name' dialog: the shared schema (length, characters, contact details),
 * then the server's own checks (reserved names) said under the field. A held name starts empty: 'Kind member' is
 * what others see meanwhile, not a name the member chose.
 */
export function DisplayNameForm({
  user,
  onSaved,
  actions = (save) => <div>{save}</div>,
}: {
  user: CurrentUser;
  onSaved?: () => void;
  /** Where the Save button goes (the dialog puts it in its footer beside 'Later'). */
  actions?: (save: ReactNode) => ReactNode;
}) {
  const form = useForm<ChangeDisplayNameInput>({
    resolver: zodResolver(changeDisplayNameInput),
    defaultValues: { displayName: user.nameNeedsChange ? '' : user.displayName },
  });
  const mutation = useChangeDisplayName({
    onSuccess: ({ displayName }) => {
      form.reset({ displayName });
      toast({ title: 'Display name saved', description: `Other members now see you as ${displayName}.` });
      onSaved?.();
    },
    onError: (err) => {
      if (showFieldErrors(form, err, ['displayName'])) return;
      toast({ title: 'Error', description: errorMessage(err, 'Failed to save your name'), variant: 'destructive' });
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
      <FormField
        label="Display name"
        error={form.formState.errors.displayName?.message}
        hint="Shown beside your messages, comments and stories. Please leave out phone numbers, e-mail addresses, links and social handles."
      >
        {(p) => (
          <Input
            {...p}
            type="text"
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX}
            {...form.register('displayName')}
          />
        )}
      </FormField>
      {actions(
        <Button type="submit" pending={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save'}
        </Button>,
      )}
    </form>
  );
}
