import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { subscribeInput, type SubscribeInput } from '@common/schemas/ripples';
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
import { useSubscribeRipple } from '../api/subscribe-ripple';
import { showFieldErrors } from '@/lib/field-errors';

interface Props {
  seedCode: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Called with the address once the server has mailed it (a confirmation link, or a note that it already follows). */
  onSubscribed?: (email: string) => void;
}

/** 'Subscribe to Updates' (part 1 summary page): an e-mail, then a confirmation mail (double opt-in). */
export function SubscribeDialog({ seedCode, open, onOpenChange, onSubscribed }: Props) {
  const form = useForm<SubscribeInput>({ resolver: zodResolver(subscribeInput), defaultValues: { email: '' } });
  const subscribe = useSubscribeRipple(seedCode);
  const send = (input: SubscribeInput) =>
    subscribe.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Subscription successful!', description: "We'll email you when this ripple grows" });
        onSubscribed?.(input.email);
        form.reset();
        onOpenChange(false);
      },
      onError: (err) => {
        // What is wrong with the address is said under the field, where the person fixes it.
        if (showFieldErrors(form, err, ['email'])) return;
        toast({
          title: 'Failed to subscribe',
          description: errorMessage(err, 'Please try again'),
          variant: 'destructive',
        });
      },
    });
  // The spec's toast for an empty address; a malformed one is said under the field.
  const refuse = () => {
    if (!form.getValues('email').trim())
      toast({ title: 'Email required', description: 'Please enter your email address', variant: 'destructive' });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={form.handleSubmit(send, refuse)} noValidate>
          <DialogHeader>
            <DialogTitle>Subscribe to Updates</DialogTitle>
            <DialogDescription>Get notified when this ripple reaches new people</DialogDescription>
          </DialogHeader>
          <FormField
            label="Email address"
            error={form.formState.errors.email?.message}
            hint="We'll send you periodic updates when this ripple spreads to new people"
          >
            {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default SubscribeDialog;
