import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CurrentUser } from '@common/schemas/users';
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
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useClaimReward } from '../api/claim-reward';
import { claimRewardInput, type ClaimRewardInput, type Reward } from '@common/schemas/rewards';

/** Claim a reward with an e-mail address for its delivery (prefilled with the member's own). */
export function ClaimDialog({
  reward,
  user,
  onOpenChange,
}: {
  reward: Reward | null;
  user: CurrentUser;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ClaimRewardInput, unknown, z.output<typeof claimRewardInput>>({
    resolver: zodResolver(claimRewardInput),
    defaultValues: { email: user.username },
  });
  const mutation = useClaimReward({
    onSuccess: (res) => {
      toast({
        title: 'Reward claimed! 🎉',
        description: res?.message ?? 'We’ll be in touch by e-mail about your reward.',
      });
      onOpenChange(false);
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to claim reward'), variant: 'destructive' }),
  });

  const submit = form.handleSubmit(({ email }) => {
    if (reward) mutation.mutate({ rewardId: reward.id, email });
  });

  return (
    <Dialog
      open={reward !== null}
      onOpenChange={(o) => {
        if (o) form.reset({ email: user.username });
        onOpenChange(o);
      }}
    >
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Claim {reward?.name}</DialogTitle>
            <DialogDescription>
              This costs {reward?.pointsCost} points; you have {user.points}. A reward can be claimed once per day.
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="E-mail for your reward"
            error={form.formState.errors.email?.message}
            hint="We send the details of your reward to your account’s e-mail, naming this address."
          >
            {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={mutation.isPending}>
              {mutation.isPending ? 'Claiming…' : 'Claim Reward'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
