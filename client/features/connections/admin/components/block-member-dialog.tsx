import { useState } from 'react';
import { ADMIN_CONNECTIONS_TEXT } from '@common/schemas/connections-admin';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useBlockMember } from '../api/block-member';

/**
 * Blocks a member from Kindness Connections with a reason (from a report: 'Admin block based on report: ' and the
 * report's reason, passed in as `defaultReason`): their conversations close and their requests go.
 */
export function BlockMemberDialog({
  member,
  defaultReason = '',
  onOpenChange,
}: {
  member: { id: number; name: string };
  defaultReason?: string;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState(defaultReason);
  const [error, setError] = useState<string>();
  const block = useBlockMember({
    onSuccess: (res) => {
      toast({ title: 'User blocked', description: res.message });
      onOpenChange(false);
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to block user.'), variant: 'destructive' }),
  });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setError(ADMIN_CONNECTIONS_TEXT.reasonRequired);
            setError(undefined);
            block.mutate({ userId: member.id, reason: reason.trim() });
          }}
        >
          <DialogHeader>
            <DialogTitle>Block {member.name} from Connections</DialogTitle>
            <DialogDescription>
              Their active conversations close for both people, their open requests are removed, and they can no longer
              post, offer help or message. The rest of KindRipple stays open to them.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Reason (kept in the audit log)" error={error}>
            {(p) => (
              <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} {...p} />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={block.isPending}>
              {block.isPending ? 'Blocking…' : 'Block from Connections'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
