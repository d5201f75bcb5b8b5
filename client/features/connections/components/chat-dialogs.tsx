import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCompleteConversation } from '../api/complete-conversation';
import { useDeleteConversation } from '../api/delete-conversation';
import { useReviewConversation } from '../api/review-conversation';
import type { Conversation, Message } from '../api/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { commentErrorOf, RatingDialog } from './rating-dialog';
import { ReportDialog } from './safety-dialogs';

/** The one dialog the chat shows at a time. */
export type ChatDialog =
  | { kind: 'complete' }
  | { kind: 'review' }
  /** Block and report the other person. */
  | { kind: 'report' }
  /** Report one of their messages. */
  | { kind: 'report-message'; message: Message }
  | { kind: 'remove' };

/**
 * The chat's dialogs: complete with a review, review, block and report, report a message, remove the conversation.
 * `close(kind)` closes that dialog (if it is still the one open).
 */
export function ChatDialogs({
  conversation,
  dialog,
  close,
}: {
  conversation: Conversation;
  dialog: ChatDialog | null;
  close: (kind: ChatDialog['kind']) => void;
}) {
  const other = conversation.otherParticipant;
  const complete = useCompleteConversation();
  const review = useReviewConversation();
  const remove = useDeleteConversation();
  const navigate = useNavigate();
  const closing = (kind: ChatDialog['kind']) => (open: boolean) => {
    if (!open) close(kind);
  };

  return (
    <>
      <RatingDialog
        open={dialog?.kind === 'complete'}
        onOpenChange={closing('complete')}
        title="Complete this request"
        description={`How was your experience with ${other.displayName}? Your review appears on their profile.`}
        submitLabel="Complete request"
        pending={complete.isPending}
        failure={complete.error}
        onSubmit={(v) =>
          complete.mutate(
            { conversationId: conversation.id, revieweeId: other.id, ...v },
            {
              onSuccess: () => {
                close('complete');
                toast({ title: 'Request completed!', description: 'Thank you for letting kindness in.' });
              },
              // A refused comment says why under the comment itself.
              onError: (err) =>
                commentErrorOf(err)
                  ? undefined
                  : toast({
                      title: 'Error',
                      description: errorMessage(err, 'Failed to complete request'),
                      variant: 'destructive',
                    }),
            },
          )
        }
      />
      <RatingDialog
        open={dialog?.kind === 'review'}
        onOpenChange={closing('review')}
        title={`Review ${other.displayName}`}
        description="How was it to help them? Your review appears on their profile."
        submitLabel="Send review"
        pending={review.isPending}
        failure={review.error}
        onSubmit={(v) =>
          review.mutate(
            { conversationId: conversation.id, ...v },
            {
              onSuccess: () => {
                close('review');
                toast({ title: 'Thank you for your review' });
              },
              onError: (err) =>
                commentErrorOf(err)
                  ? undefined
                  : toast({
                      title: 'Error',
                      description: errorMessage(err, 'Failed to send review'),
                      variant: 'destructive',
                    }),
            },
          )
        }
      />
      {other.id > 0 ? (
        <ReportDialog
          open={dialog?.kind === 'report'}
          onOpenChange={closing('report')}
          member={other}
          conversationId={conversation.id}
          block
        />
      ) : null}
      {other.id > 0 && dialog?.kind === 'report-message' ? (
        <ReportDialog
          open
          onOpenChange={closing('report-message')}
          member={other}
          conversationId={conversation.id}
          messageId={dialog.message.id}
          block={false}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        onOpenChange={closing('remove')}
        title="Remove this conversation?"
        description="It will be hidden for both of you. Our team keeps a copy for safety."
        confirmLabel="Remove conversation"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(conversation.id, {
            onSuccess: () => {
              toast({ title: 'Conversation Removed' });
              void navigate(`${paths.kindnessConnections}?tab=conversations`);
            },
            onError: (err) =>
              toast({
                title: 'Error',
                description: errorMessage(err, 'Failed to remove conversation. Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </>
  );
}
