import { useState } from 'react';
import {
  CHALLENGE_DEFAULT_BASE_POINTS,
  CHALLENGE_DEFAULT_BONUS_POINTS,
  CHALLENGE_STATUSES,
  createChallengeInput,
  type Challenge,
  type ChallengeStatus,
} from '@common/schemas/challenges';
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
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { Input, inputClassName } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateChallenge } from '../api/create-challenge';
import { useUpdateChallenge } from '../api/update-challenge';
import { uploadContentImage } from '../api/upload-content-image';
import { fromLocalInput, toLocalInput } from '../lib/datetime-local';

interface Values {
  title: string;
  summary: string;
  image: string | null;
  startDate: string;
  endDate: string;
  status: ChallengeStatus;
  basePoints: string;
  bonusPoints: string;
}

const STATUS_LABELS: Record<ChallengeStatus, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  completed: 'Completed',
};

const initial = (c: Challenge | null): Values => ({
  title: c?.title ?? '',
  summary: c?.summary ?? '',
  image: c?.image ?? null,
  startDate: c ? toLocalInput(c.startDate) : '',
  endDate: c ? toLocalInput(c.endDate) : '',
  status: c?.status ?? 'upcoming',
  basePoints: String(c?.basePoints ?? CHALLENGE_DEFAULT_BASE_POINTS),
  bonusPoints: String(c?.bonusPoints ?? CHALLENGE_DEFAULT_BONUS_POINTS),
});

/**
 * Create/Edit Challenge: the spec's form rules and messages; the dates are typed in the admin's own time zone
 * and sent in UTC.
 */
export function ChallengeFormDialog({
  challenge,
  open,
  onOpenChange,
}: {
  /** The challenge to edit, or null for a new one. */
  challenge: Challenge | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState<Values>(() => initial(challenge));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editing = challenge !== null;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const done = {
    onSuccess: () => {
      toast({ title: editing ? 'Challenge updated' : 'Challenge created' });
      onOpenChange(false);
    },
    onError: (err: Error) => {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      toast({
        title: editing ? 'Error' : 'Error Creating Challenge',
        description: errorMessage(err, editing ? 'Failed to update challenge' : 'Failed to create challenge'),
        variant: 'destructive',
      });
    },
  };
  const create = useCreateChallenge(done);
  const update = useUpdateChallenge(done);
  const pending = create.isPending || update.isPending;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      title: values.title,
      summary: values.summary,
      image: values.image,
      startDate: fromLocalInput(values.startDate),
      endDate: fromLocalInput(values.endDate),
      status: values.status,
      basePoints: values.basePoints,
      bonusPoints: values.bonusPoints,
    };
    const parsed = createChallengeInput.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (editing) update.mutate({ id: challenge.id, values: parsed.data });
    else create.mutate(parsed.data);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Challenge' : 'Create Challenge'}</DialogTitle>
            <DialogDescription>Times are in your time zone ({zone}).</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <FormField label="Title" error={errors.title}>
              {(p) => <Input value={values.title} onChange={(e) => set('title', e.target.value)} {...p} />}
            </FormField>
            <FormField label="Summary" error={errors.summary}>
              {(p) => (
                <Textarea rows={4} value={values.summary} onChange={(e) => set('summary', e.target.value)} {...p} />
              )}
            </FormField>
            <ImageUploadField
              label="Image (optional)"
              value={values.image}
              onChange={(v) => set('image', v)}
              upload={async (file) => (await uploadContentImage(file)).image}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Start date" error={errors.startDate}>
                {(p) => (
                  <Input
                    type="datetime-local"
                    value={values.startDate}
                    onChange={(e) => set('startDate', e.target.value)}
                    {...p}
                  />
                )}
              </FormField>
              <FormField label="End date" error={errors.endDate}>
                {(p) => (
                  <Input
                    type="datetime-local"
                    value={values.endDate}
                    onChange={(e) => set('endDate', e.target.value)}
                    {...p}
                  />
                )}
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField label="Status" error={errors.status}>
                {(p) => (
                  <select
                    className={inputClassName}
                    value={values.status}
                    onChange={(e) => set('status', e.target.value as ChallengeStatus)}
                    {...p}
                  >
                    {CHALLENGE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="Base points" error={errors.basePoints}>
                {(p) => (
                  <Input
                    type="number"
                    min={0}
                    inputMode="numeric"
                    value={values.basePoints}
                    onChange={(e) => set('basePoints', e.target.value)}
                    {...p}
                  />
                )}
              </FormField>
              <FormField label="Bonus points" error={errors.bonusPoints}>
                {(p) => (
                  <Input
                    type="number"
                    min={0}
                    inputMode="numeric"
                    value={values.bonusPoints}
                    onChange={(e) => set('bonusPoints', e.target.value)}
                    {...p}
                  />
                )}
              </FormField>
            </div>
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : editing ? 'Save Changes' : 'Create Challenge'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
