import { useState } from 'react';
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
import { DisplayNameForm } from './display-name-form';

/**
 * Asks a member whose name is held (it carried contact details; decision 054) for a new one, on their first page of
 * a visit. 'Later' closes it until the next visit; the Display name card on /profile stays there meanwhile.
 */
export function NewNameDialog({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open && Boolean(user.nameNeedsChange)} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Please choose a new display name</DialogTitle>
          <DialogDescription>
            Your display name included contact details, such as a phone number, an e-mail address, a link or a social
            handle. To keep everyone safe, other members see you as ‘{user.displayName}’ until you choose a new name.
          </DialogDescription>
        </DialogHeader>
        <DisplayNameForm
          user={user}
          onSaved={() => setOpen(false)}
          actions={(save) => (
            <DialogFooter className="mt-2">
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Later
              </Button>
              {save}
            </DialogFooter>
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
