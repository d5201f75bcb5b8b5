import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminBlockInput, type AdminBlockInput } from '@common/schemas/connections-admin';
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

/** The schema's own limit, so the box stops where the server would. */
const REASON_MAX = adminBlockInput.shape.reason.maxLength ?? undefined;

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
  const form = useForm<AdminBlockInput, unknown, z.output<typeof adminBlockInput>>({
    resolver: zodResolver(adminBlockInput),
    defaultValues: { reason: defaultReason },
  });
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
        <form noValidate onSubmit={form.handleSubmit(({ reason }) => block.mutate({ userId: member.id, reason }))}>
          <DialogHeader>
            <DialogTitle>Block {member.name} from Connections</DialogTitle>
            <DialogDescription>
              Their active conversations close for both people, their open requests are removed, and they can no longer
              post, offer help or message. The rest of KindRipple stays open to them.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Reason (kept in the audit log)" error={form.formState.errors.reason?.message}>
            {(p) => <Textarea {...p} rows={3} maxLength={REASON_MAX} {...form.register('reason')} />}
          </FormField>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" pending={block.isPending}>
              {block.isPending ? 'Blocking…' : 'Block from Connections'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
