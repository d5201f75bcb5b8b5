import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { REWARD_DEFAULT_COST, createRewardInput, type CreateRewardInput, type Reward } from '@common/schemas/rewards';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateReward } from '../api/create-reward';
import { useUpdateReward } from '../api/update-reward';
import { showFieldErrors } from '@/lib/field-errors';

const FIELDS = ['name', 'description', 'image', 'pointsCost', 'isLimited', 'quantityAvailable'] as const;

/** Create/Edit Reward: cost at least 1 (500 by default); the quantity only when the reward is limited. */
export function RewardFormDialog({
  reward,
  onOpenChange,
  uploadImage,
}: {
  reward: Reward | null;
  onOpenChange: (open: boolean) => void;
  uploadImage: (file: File) => Promise<string>;
}) {
  const editing = reward !== null;
  // The form checks with the create rule (every field present), the one the edit sends too.
  const form = useForm<CreateRewardInput, unknown, z.output<typeof createRewardInput>>({
    resolver: zodResolver(createRewardInput),
    defaultValues: {
      name: reward?.name ?? '',
      description: reward?.description ?? '',
      image: reward?.image ?? null,
      pointsCost: String(reward?.pointsCost ?? REWARD_DEFAULT_COST),
      isLimited: reward?.isLimited ?? false,
      quantityAvailable: reward?.quantityAvailable != null ? String(reward.quantityAvailable) : '1',
    },
  });
  const { errors } = form.formState;
  const [image, limited] = useWatch({ control: form.control, name: ['image', 'isLimited'] });
  const limitedId = useId();

  const done = {
    onSuccess: () => {
      toast({ title: editing ? 'Reward updated' : 'Reward created' });
      onOpenChange(false);
    },
    onError: (err: Error) => {
      showFieldErrors(form, err, FIELDS, { focus: false });
      toast({
        title: 'Error',
        description: errorMessage(err, editing ? 'Failed to update reward' : 'Failed to create reward'),
        variant: 'destructive',
      });
    },
  };
  const create = useCreateReward(done);
  const update = useUpdateReward(done);
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    if (editing) update.mutate({ id: reward.id, values });
    else create.mutate(values);
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Reward' : 'Create Reward'}</DialogTitle>
          </DialogHeader>
          <div className="grid gap-4">
            <FormField label="Name" error={errors.name?.message}>
              {(p) => <Input {...p} {...form.register('name')} />}
            </FormField>
            <FormField label="Description" error={errors.description?.message}>
              {(p) => <Textarea {...p} rows={3} {...form.register('description')} />}
            </FormField>
            <ImageUploadField
              label="Image (optional)"
              value={image ?? null}
              onChange={(path) => form.setValue('image', path)}
              upload={uploadImage}
            />
            <FormField label="Points cost" error={errors.pointsCost?.message}>
              {(p) => <Input {...p} type="number" min={1} inputMode="numeric" {...form.register('pointsCost')} />}
            </FormField>
            <div className="flex items-start gap-3">
              <Checkbox
                id={limitedId}
                checked={limited}
                onCheckedChange={(v) => form.setValue('isLimited', v === true)}
              />
              <label htmlFor={limitedId} className="text-sm text-neutral-800">
                Limited quantity
              </label>
            </div>
            {limited ? (
              <FormField label="Quantity available" error={errors.quantityAvailable?.message}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    min={1}
                    inputMode="numeric"
                    // Left out while the reward is not limited: the rule ignores it then.
                    {...form.register('quantityAvailable', { shouldUnregister: true })}
                  />
                )}
              </FormField>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={pending}>
              {pending ? 'Saving…' : editing ? 'Save Changes' : 'Create Reward'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
