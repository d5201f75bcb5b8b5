import { useId, useState } from 'react';
import { REWARD_DEFAULT_COST, createRewardInput, type Reward } from '@common/schemas/rewards';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateReward } from '../api/create-reward';
import { useUpdateReward } from '../api/update-reward';

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
  const [name, setName] = useState(reward?.name ?? '');
  const [description, setDescription] = useState(reward?.description ?? '');
  const [image, setImage] = useState<string | null>(reward?.image ?? null);
  const [cost, setCost] = useState(String(reward?.pointsCost ?? REWARD_DEFAULT_COST));
  const [limited, setLimited] = useState(reward?.isLimited ?? false);
  const [quantity, setQuantity] = useState(reward?.quantityAvailable != null ? String(reward.quantityAvailable) : '1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const limitedId = useId();

  const done = {
    onSuccess: () => {
      toast({ title: editing ? 'Reward updated' : 'Reward created' });
      onOpenChange(false);
    },
    onError: (err: Error) => {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
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

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = createRewardInput.safeParse({
      name,
      description,
      image,
      pointsCost: cost,
      isLimited: limited,
      quantityAvailable: limited ? quantity : null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (editing) update.mutate({ id: reward.id, values: parsed.data });
    else create.mutate(parsed.data);
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Reward' : 'Create Reward'}</DialogTitle>
          </DialogHeader>
          <div className="grid gap-4">
            <FormField label="Name" error={errors.name}>
              {(p) => <Input value={name} onChange={(e) => setName(e.target.value)} {...p} />}
            </FormField>
            <FormField label="Description" error={errors.description}>
              {(p) => <Textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} {...p} />}
            </FormField>
            <ImageUploadField label="Image (optional)" value={image} onChange={setImage} upload={uploadImage} />
            <FormField label="Points cost" error={errors.pointsCost}>
              {(p) => (
                <Input
                  type="number"
                  min={1}
                  inputMode="numeric"
                  value={cost}
                  onChange={(e) => setCost(e.target.value)}
                  {...p}
                />
              )}
            </FormField>
            <div className="flex items-start gap-3">
              <Checkbox id={limitedId} checked={limited} onCheckedChange={(v) => setLimited(v === true)} />
              <label htmlFor={limitedId} className="text-sm text-neutral-800">
                Limited quantity
              </label>
            </div>
            {limited ? (
              <FormField label="Quantity available" error={errors.quantityAvailable}>
                {(p) => (
                  <Input
                    type="number"
                    min={1}
                    inputMode="numeric"
                    value={quantity}
                    onChange={(e) => setQuantity(e.target.value)}
                    {...p}
                  />
                )}
              </FormField>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : editing ? 'Save Changes' : 'Create Reward'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
