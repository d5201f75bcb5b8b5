import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ChangePasswordInput, changePasswordInput } from '@common/schemas/passwords';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useChangePassword } from '../api/change-password';
import { errorMessage } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';

/** Change Password: current, new (at least 7) and confirm; other devices are signed out. */
export function ChangePasswordCard() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const mutation = useChangePassword({
    onSuccess: () => {
      form.reset();
      toast({
        title: 'Password changed',
        description: 'Your password has been updated. Other devices have been signed out.',
      });
    },
    onError: (err) => {
      // A wrong current password (or a new one the server refuses) is said under its field, which takes the focus.
      if (showFieldErrors(form, err, ['currentPassword', 'newPassword', 'confirmNewPassword'])) return;
      toast({ title: 'Error', description: errorMessage(err, 'Failed to change password'), variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
  return (
    <Card aria-labelledby="change-password-title">
      <CardTitle id="change-password-title">Change Password</CardTitle>
      <CardDescription>Use at least 7 characters, and not one you use elsewhere.</CardDescription>
      <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} className="mt-4 grid gap-4">
        <FormField label="Current Password" error={errors.currentPassword?.message}>
          {(p) => (
            <Input {...p} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </FormField>
        <FormField label="New Password" error={errors.newPassword?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmNewPassword?.message}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('confirmNewPassword')} />}
        </FormField>
        <div>
          <Button type="submit" pending={mutation.isPending}>
            {mutation.isPending ? 'Changing…' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
