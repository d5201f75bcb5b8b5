import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  adjustPointsInput,
  correctDateOfBirthInput,
  resetUserPasswordInput,
  suspendUserInput,
  type AdminUser,
  type CorrectDateOfBirthInput,
  type ResetUserPasswordInput,
} from '@common/schemas/admin-users';
import { Button } from '@/components/ui/button';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { checkedAs } from '@/lib/checked-as';
import { showFieldErrors } from '@/lib/field-errors';
import { useAdjustPoints } from '../api/adjust-points';
import { useCorrectDateOfBirth } from '../api/correct-date-of-birth';
import { useResetUserPassword } from '../api/reset-user-password';
import { useSuspendUser } from '../api/suspend-user';

export interface DialogProps {
  user: AdminUser;
  onClose: () => void;
}

export function Frame({
  title,
  description,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">{children}</div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={pending}>
              {pending ? 'Working…' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Reset User Password: a new password by the same rule as every new password; the member is signed out and told by mail. */
export function ResetPasswordDialog({ user, onClose }: DialogProps) {
  const form = useForm<ResetUserPasswordInput, unknown, z.output<typeof resetUserPasswordInput>>({
    resolver: zodResolver(resetUserPasswordInput),
    defaultValues: { userId: user.id, newPassword: '' },
  });
  const mutation = useResetUserPassword({
    onSuccess: (res) => {
      toast({ title: 'Password reset', description: res.message });
      onClose();
    },
    onError: (err) => {
      // The strength rule names the field `password`.
      showFieldErrors(form, err, ['newPassword'], { focus: false, aliases: { password: 'newPassword' } });
      toast({ title: 'Password Reset Failed', description: errorMessage(err), variant: 'destructive' });
    },
  });
  return (
    <Frame
      title="Reset User Password"
      description={`Set a new password for ${user.displayName}. They will be signed out everywhere and told by e-mail.`}
      onClose={onClose}
      pending={mutation.isPending}
      submitLabel="Reset Password"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormField label="New password" error={form.formState.errors.newPassword?.message}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
      </FormField>
    </Frame>
  );
}

interface PointsValues {
  userId: number;
  points: string;
  reason: string;
}

/** The route's rule on the number typed (empty reads as 0, which the rule refuses). */
const pointsResolver = checkedAs(adjustPointsInput, (v: PointsValues) => ({ ...v, points: Number(v.points) }));

/** Adjust User Points: a non-zero whole number (buttons step by 10), an optional reason the member sees. */
export function AdjustPointsDialog({ user, onClose }: DialogProps) {
  const form = useForm<PointsValues, unknown, z.output<typeof adjustPointsInput>>({
    resolver: pointsResolver,
    defaultValues: { userId: user.id, points: '10', reason: '' },
  });
  const { errors } = form.formState;
  const mutation = useAdjustPoints({
    onSuccess: (res) => {
      toast({ title: 'Points adjusted', description: `${user.displayName} now has ${res.points} points.` });
      onClose();
    },
    onError: (err) =>
      toast({ title: 'Points Adjustment Failed', description: errorMessage(err), variant: 'destructive' }),
  });
  const step = (by: number) =>
    form.setValue('points', String((Number.parseInt(form.getValues('points'), 10) || 0) + by));
  return (
    <Frame
      title="Adjust User Points"
      description={`${user.displayName} has ${user.points} points. Use a negative number to take points away; the balance never goes below 0.`}
      onClose={onClose}
      pending={mutation.isPending}
      submitLabel="Adjust Points"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormField label="Points" error={errors.points?.message}>
        {(p) => (
          <div className="flex items-center gap-2">
            <Button type="button" variant="outline" onClick={() => step(-10)} aria-label="10 fewer points">
              −10
            </Button>
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              step={10}
              className="text-center"
              {...form.register('points')}
            />
            <Button type="button" variant="outline" onClick={() => step(10)} aria-label="10 more points">
              +10
            </Button>
          </div>
        )}
      </FormField>
      <FormField
        label="Reason (optional)"
        error={errors.reason?.message}
        hint="The member sees this in their points history."
      >
        {(p) => <Input {...p} maxLength={500} {...form.register('reason')} />}
      </FormField>
    </Frame>
  );
}

/** The admin's local date and time (datetime-local) as an ISO instant, or undefined when empty. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);

interface SuspendValues {
  reason: string;
  until: string;
}

/** The route's rule on the end as an instant (typed in the admin's own time zone). */
const suspendResolver = checkedAs(suspendUserInput, (v: SuspendValues) => ({ ...v, until: toInstant(v.until) }));

/** Suspend: why (told to the member) and, optionally, until when. */
export function SuspendDialog({ user, onClose }: DialogProps) {
  const form = useForm<SuspendValues, unknown, z.output<typeof suspendUserInput>>({
    resolver: suspendResolver,
    defaultValues: { reason: '', until: '' },
  });
  const { errors } = form.formState;
  const mutation = useSuspendUser({
    onSuccess: () => {
      toast({ title: 'User suspended', description: `${user.displayName} can no longer log in.` });
      onClose();
    },
    onError: (err) => {
      showFieldErrors(form, err, ['reason', 'until'], { focus: false });
      toast({ title: 'Error', description: errorMessage(err, 'Failed to suspend user'), variant: 'destructive' });
    },
  });
  return (
    <Frame
      title={`Suspend ${user.displayName}`}
      description="Their sessions end, their open help requests are hidden and their conversations close. They get an e-mail with your reason."
      onClose={onClose}
      pending={mutation.isPending}
      submitLabel="Suspend User"
      onSubmit={form.handleSubmit(({ reason, until }) =>
        mutation.mutate({ userId: user.id, reason, until: until ?? undefined }),
      )}
    >
      <FormField label="Reason" error={errors.reason?.message}>
        {(p) => <Textarea {...p} maxLength={500} {...form.register('reason')} />}
      </FormField>
      <FormField
        label="Until (optional)"
        error={errors.until?.message}
        hint="Leave empty to suspend until you lift it."
      >
        {(p) => <Input {...p} type="datetime-local" {...form.register('until')} />}
      </FormField>
    </Frame>
  );
}

/** Correct the date of birth of a member's Connections profile, with a reason (audited). */
export function DateOfBirthDialog({ user, onClose }: DialogProps) {
  const form = useForm<CorrectDateOfBirthInput, unknown, z.output<typeof correctDateOfBirthInput>>({
    resolver: zodResolver(correctDateOfBirthInput),
    defaultValues: { dateOfBirth: '', reason: '' },
  });
  const { errors } = form.formState;
  const mutation = useCorrectDateOfBirth({
    onSuccess: () => {
      toast({ title: 'Date of birth corrected', description: `${user.displayName}'s age group is up to date.` });
      onClose();
    },
    onError: (err) => {
      showFieldErrors(form, err, ['dateOfBirth', 'reason'], { focus: false });
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to correct the date of birth'),
        variant: 'destructive',
      });
    },
  });
  return (
    <Frame
      title="Correct Date of Birth"
      description={`The date that places ${user.displayName} in a Kindness Connections age group. It is shown to nobody; if the age group changes, their conversations close.`}
      onClose={onClose}
      pending={mutation.isPending}
      submitLabel="Save Date of Birth"
      onSubmit={form.handleSubmit((values) => mutation.mutate({ userId: user.id, ...values }))}
    >
      <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
        {(p) => <Input {...p} type="date" {...form.register('dateOfBirth')} />}
      </FormField>
      <FormField label="Reason" error={errors.reason?.message}>
        {(p) => <Textarea {...p} maxLength={500} {...form.register('reason')} />}
      </FormField>
    </Frame>
  );
}
