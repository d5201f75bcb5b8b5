import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CHALLENGE_DEFAULT_BASE_POINTS,
  CHALLENGE_DEFAULT_BONUS_POINTS,
  CHALLENGE_STATUSES,
  createChallengeInput,
  type Challenge,
  type CreateChallengeInput,
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
import { errorMessage } from '@/lib/api-client';
import { checkedAs } from '@/lib/checked-as';
import { useCreateChallenge } from '../api/create-challenge';
import { useUpdateChallenge } from '../api/update-challenge';
import { uploadContentImage } from '../api/upload-content-image';
import { fromLocalInput, toLocalInput } from '../lib/datetime-local';
import { showFieldErrors } from '@/lib/field-errors';

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

const FIELDS = ['title', 'summary', 'image', 'startDate', 'endDate', 'status', 'basePoints', 'bonusPoints'] as const;
type Output = z.output<typeof createChallengeInput>;

/** The route's own rule, given the dates as the route gets them: the admin's local times read as UTC instants. */
const resolver = checkedAs(createChallengeInput, (v: Values): CreateChallengeInput => ({
  ...v,
  startDate: fromLocalInput(v.startDate),
  endDate: fromLocalInput(v.endDate),
}));

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
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: initial(challenge) });
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' });
  const editing = challenge !== null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const done = {
    onSuccess: () => {
      toast({ title: editing ? 'Challenge updated' : 'Challenge created' });
      onOpenChange(false);
    },
    onError: (err: Error) => {
      showFieldErrors(form, err, FIELDS, { focus: false });
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

  const submit = form.handleSubmit((values) => {
    if (editing) update.mutate({ id: challenge.id, values });
    else create.mutate(values);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Challenge' : 'Create Challenge'}</DialogTitle>
            <DialogDescription>Times are in your time zone ({zone}).</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <FormField label="Title" error={errors.title?.message}>
              {(p) => <Input {...p} {...form.register('title')} />}
            </FormField>
            <FormField label="Summary" error={errors.summary?.message}>
              {(p) => <Textarea {...p} rows={4} {...form.register('summary')} />}
            </FormField>
            <ImageUploadField
              label="Image (optional)"
              value={image}
              onChange={(v) => form.setValue('image', v)}
              upload={async (file) => (await uploadContentImage(file)).image}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Start date" error={errors.startDate?.message}>
                {(p) => <Input {...p} type="datetime-local" {...form.register('startDate')} />}
              </FormField>
              <FormField label="End date" error={errors.endDate?.message}>
                {(p) => <Input {...p} type="datetime-local" {...form.register('endDate')} />}
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField label="Status" error={errors.status?.message}>
                {(p) => (
                  <select {...p} className={inputClassName} {...form.register('status')}>
                    {CHALLENGE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="Base points" error={errors.basePoints?.message}>
                {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...form.register('basePoints')} />}
              </FormField>
              <FormField label="Bonus points" error={errors.bonusPoints?.message}>
                {(p) => <Input {...p} type="number" min={0} inputMode="numeric" {...form.register('bonusPoints')} />}
              </FormField>
            </div>
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={pending}>
              {pending ? 'Saving…' : editing ? 'Save Changes' : 'Create Challenge'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
