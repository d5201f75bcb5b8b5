import { createRequestInput, POSTING_CATEGORIES } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateRequest } from '../api/create-request';
import { RequestForm } from './request-form';

/** The 'Ask for Help' dialog: a new help request. */
export function AskForHelpDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const create = useCreateRequest();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ask for Help</DialogTitle>
          <DialogDescription>Kind members will see your request and can offer to help.</DialogDescription>
        </DialogHeader>
        <RequestForm
          schema={createRequestInput}
          categories={POSTING_CATEGORIES}
          initial={{ title: '', description: '', category: '', urgency: 'medium' }}
          descriptionHint
          pending={create.isPending}
          submitLabel="Post request"
          cancel={
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          }
          onSubmit={(value) =>
            create.mutate(
              { ...value, category: value.category as (typeof POSTING_CATEGORIES)[number] },
              {
                onSuccess: () => {
                  toast({ title: 'Request posted', description: 'We’ll let you know when someone offers to help.' });
                  onOpenChange(false);
                  onCreated();
                },
                onError: (err) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(err, 'Failed to create request'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
