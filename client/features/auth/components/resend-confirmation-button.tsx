import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/** 'Resend': a new confirmation link to the signed-in member's address; a toast says what happened. */
export function ResendConfirmationButton({
  label = 'Resend',
  ...props
}: Omit<ButtonProps, 'onClick'> & { label?: string }) {
  const resend = useResendConfirmation({
    onSuccess: (data) =>
      toast({ title: data.user ? 'Already confirmed' : 'Confirmation link sent', description: data.message }),
    onError: (err) =>
      toast({
        title: err instanceof ApiError && err.status === 429 ? 'Please wait a little' : 'Could not send the link',
        description: errorMessage(err, 'We couldn’t reach KindRipple just now. Please try again in a moment.'),
        variant: 'destructive',
      }),
  });
  return (
    <Button {...props} onClick={() => resend.mutate()} pending={resend.isPending}>
      {resend.isPending ? 'Sending…' : label}
    </Button>
  );
}
