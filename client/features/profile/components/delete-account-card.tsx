import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { type DeleteAccountInput, deleteAccountForm } from '@common/schemas/account';
import type { CurrentUser } from '@common/schemas/users';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { forgetMember } from '@/lib/sign-out';
import { useDeleteAccount } from '../api/delete-account';
import { errorMessage } from '@/lib/api-client';

/** Delete Account: typing the exact username confirms; the account and its data go at once. */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { hash } = useLocation();
  // A link to /profile#delete-account (the Connections refusal screen's 'Delete my account') lands on this card.
  useEffect(() => {
    if (hash === '#delete-account') document.getElementById('delete-account')?.scrollIntoView?.({ block: 'center' });
  }, [hash]);
  // The route's own schema, plus the check that the typed name is this account's (letter case aside).
  const schema = useMemo(() => deleteAccountForm(user.username), [user.username]);
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(schema), defaultValues: { username: '' } });
  const mutation = useDeleteAccount({
    onSuccess: async () => {
      // Leave first: this member-only page would otherwise see the user vanish and send the browser to /auth.
      await navigate('/', { replace: true, flushSync: true });
      forgetMember(queryClient);
      toast({
        title: 'Account deleted',
        description: 'Your account and personal data have been deleted. We hope to see you again.',
      });
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete account'), variant: 'destructive' }),
  });

  return (
    <Card id="delete-account" aria-labelledby="delete-account-title" className="scroll-mt-24 border-red-200">
      <CardTitle id="delete-account-title" className="text-red-800">
        Delete Account
      </CardTitle>
      <CardDescription>This removes your account and personal data for good. It cannot be undone.</CardDescription>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          form.reset();
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <TriangleAlert aria-hidden className="size-5 text-red-700" /> Delete your account?
            </DialogTitle>
            <DialogDescription>
              Type your username <strong className="break-all">{user.username}</strong> to confirm. Your account,
              sessions and profile picture are deleted now.
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
            <FormField label="Username" error={form.formState.errors.username?.message}>
              {(p) => (
                <Input
                  {...p}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.register('username')}
                />
              )}
            </FormField>
            <DialogFooter className="mt-2">
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" pending={mutation.isPending}>
                {mutation.isPending ? 'Deleting…' : 'Delete My Account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
