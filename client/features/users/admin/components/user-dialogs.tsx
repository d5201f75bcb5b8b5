import { useState } from 'react';
import {
  adjustPointsInput,
  adminUserMessages,
  correctDateOfBirthInput,
  type AdminUser,
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
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAdjustPoints } from '../api/adjust-points';
import { useCorrectDateOfBirth } from '../api/correct-date-of-birth';
import { useResetUserPassword } from '../api/reset-user-password';
import { useSuspendUser } from '../api/suspend-user';

interface DialogProps {
  user: AdminUser;
  onClose: () => void;
}

function firstErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

function Frame({
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
            <Button type="submit" disabled={pending}>
              {pending ? 'Working…' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Reset User Password: a new password (non-empty); the member is signed out and told by mail. */
export function ResetPasswordDialog({ user, onClose }: DialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useResetUserPassword({
    onSuccess: (res) => {
      toast({ title: 'Password reset', description: res.message });
      onClose();
    },
    onError: (err) => {
      setError(err instanceof ApiError ? (err.errors?.newPassword ?? err.errors?.password) : undefined);
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
      onSubmit={() => {
        if (!password) return setError(adminUserMessages.passwordRequired);
        setError(undefined);
        mutation.mutate({ userId: user.id, newPassword: password });
      }}
    >
      <FormField label="New password" error={error}>
        {(p) => (
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...p}
          />
        )}
      </FormField>
    </Frame>
  );
}

/** Adjust User Points: a non-zero whole number (buttons step by 10), an optional reason the member sees. */
export function AdjustPointsDialog({ user, onClose }: DialogProps) {
  const [points, setPoints] = useState('10');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useAdjustPoints({
    onSuccess: (res) => {
      toast({ title: 'Points adjusted', description: `${user.displayName} now has ${res.points} points.` });
      onClose();
    },
    onError: (err) =>
      toast({ title: 'Points Adjustment Failed', description: errorMessage(err), variant: 'destructive' }),
  });
  const step = (by: number) => setPoints((p) => String((Number.parseInt(p, 10) || 0) + by));
  return (
    <Frame
      title="Adjust User Points"
      description={`${user.displayName} has ${user.points} points. Use a negative number to take points away; the balance never goes below 0.`}
      onClose={onClose}
      pending={mutation.isPending}
      submitLabel="Adjust Points"
      onSubmit={() => {
        const parsed = adjustPointsInput.safeParse({ userId: user.id, points: Number(points), reason });
        if (!parsed.success || points.trim() === '') {
          setErrors(parsed.success ? { points: adminUserMessages.pointsWhole } : firstErrors(parsed.error.issues));
          return;
        }
        setErrors({});
        mutation.mutate({ userId: user.id, points: parsed.data.points, reason: parsed.data.reason });
      }}
    >
      <FormField label="Points" error={errors.points}>
        {(p) => (
          <div className="flex items-center gap-2">
            <Button type="button" variant="outline" onClick={() => step(-10)} aria-label="10 fewer points">
              −10
            </Button>
            <Input
              type="number"
              inputMode="numeric"
              step={10}
              value={points}
              onChange={(e) => setPoints(e.target.value)}
              className="text-center"
              {...p}
            />
            <Button type="button" variant="outline" onClick={() => step(10)} aria-label="10 more points">
              +10
            </Button>
          </div>
        )}
      </FormField>
      <FormField label="Reason (optional)" error={errors.reason} hint="The member sees this in their points history.">
        {(p) => <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} {...p} />}
      </FormField>
    </Frame>
  );
}

/** The admin's local date and time (datetime-local) as an ISO instant, or undefined when empty. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** Suspend: why (told to the member) and, optionally, until when. */
export function SuspendDialog({ user, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useSuspendUser({
    onSuccess: () => {
      toast({ title: 'User suspended', description: `${user.displayName} can no longer log in.` });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
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
      onSubmit={() => {
        if (!reason.trim()) return setErrors({ reason: adminUserMessages.reasonRequired });
        if (until && new Date(until).getTime() <= Date.now()) return setErrors({ until: adminUserMessages.untilPast });
        setErrors({});
        mutation.mutate({ userId: user.id, reason, until: toInstant(until) });
      }}
    >
      <FormField label="Reason" error={errors.reason}>
        {(p) => <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} {...p} />}
      </FormField>
      <FormField label="Until (optional)" error={errors.until} hint="Leave empty to suspend until you lift it.">
        {(p) => <Input type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} {...p} />}
      </FormField>
    </Frame>
  );
}

/** Correct the date of birth of a member's Connections profile, with a reason (audited). */
export function DateOfBirthDialog({ user, onClose }: DialogProps) {
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useCorrectDateOfBirth({
    onSuccess: () => {
      toast({ title: 'Date of birth corrected', description: `${user.displayName}'s age group is up to date.` });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
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
      onSubmit={() => {
        const parsed = correctDateOfBirthInput.safeParse({ dateOfBirth, reason });
        if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
        setErrors({});
        mutation.mutate({ userId: user.id, ...parsed.data });
      }}
    >
      <FormField label="Date of birth" error={errors.dateOfBirth}>
        {(p) => <Input type="date" value={dateOfBirth} onChange={(e) => setDateOfBirth(e.target.value)} {...p} />}
      </FormField>
      <FormField label="Reason" error={errors.reason}>
        {(p) => <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} {...p} />}
      </FormField>
    </Frame>
  );
}
