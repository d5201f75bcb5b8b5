import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSubscribeRipple } from '../api/subscribe-ripple';
import { inputClass, labelClass } from './field-styles';

interface Props {
  seedCode: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Called with the address once the server has mailed it (a confirmation link, or a note that it already follows). */
  onSubscribed?: (email: string) => void;
}

/** 'Subscribe to Updates' (part 1 summary page): an e-mail, then a confirmation mail (double opt-in). */
export function SubscribeDialog({ seedCode, open, onOpenChange, onSubscribed }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeRipple(seedCode);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      toast({ title: 'Email required', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    subscribe.mutate(value, {
      onSuccess: () => {
        toast({ title: 'Subscription successful!', description: "We'll email you when this ripple grows" });
        onSubscribed?.(value);
        setEmail('');
        onOpenChange(false);
      },
      onError: (err) => toast({ title: 'Failed to subscribe', description: errorMessage(err, 'Please try again'), variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Subscribe to Updates</DialogTitle>
            <DialogDescription>Get notified when this ripple reaches new people</DialogDescription>
          </DialogHeader>
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email address
          </label>
          <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-describedby={`${id}-hint`} className={inputClass} />
          <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
            We'll send you periodic updates when this ripple spreads to new people
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
