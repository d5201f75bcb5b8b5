import { Ban, EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useBlockMember } from '../api/block-member';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-neutral-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-dark';

/**
 * The small menu of a story card or a comment by someone else: 'Block {name}', asked first (decision 055). A block
 * hides each one's comments from the other and stops comments under each other's stories; it is undone from
 * 'People you blocked' in Kindness Connections.
 */
export function MemberMenu({ member, what }: { member: { id: number; displayName: string }; what: string }) {
  const [confirming, setConfirming] = useState(false);
  const block = useBlockMember({
    onSuccess: (_res, { displayName }) => {
      setConfirming(false);
      toast({
        title: `${displayName} is blocked`,
        description:
          'You won’t see each other’s comments. You can undo this under ‘People you blocked’ in Kindness Connections.',
      });
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to block user'), variant: 'destructive' }),
  });
  return (
    <>
      {/* Not modal: the page around stays as it is for assistive technology (no aria-hidden over focusable content). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label={`More for ${member.displayName}’s ${what}`}>
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Item className={itemClass} onSelect={() => setConfirming(true)}>
              <Ban aria-hidden className="size-4" /> Block {member.displayName}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Block ${member.displayName}?`}
        description="You won’t see each other’s comments, neither of you can comment on the other’s stories, and you won’t meet in Kindness Connections. They aren’t told. You can undo this under ‘People you blocked’ in Kindness Connections."
        confirmLabel="Block"
        pending={block.isPending}
        onConfirm={() => block.mutate({ userId: member.id, displayName: member.displayName })}
      />
    </>
  );
}
