import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateStory } from '../api/create-story';
import { StoryForm } from './story-form';

/** Step 3 of a challenge: 'Share Your Kindness Story', sent for approval. */
export function ShareStoryStep({
  challengeId,
  onDone,
  onCancel,
}: {
  challengeId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const mutation = useCreateStory({
    onSuccess: (res) => {
      toast({
        title: 'Story shared! 🎉',
        description: res?.message ?? 'Your story will appear once an admin approves it.',
      });
      onDone();
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to create story'), variant: 'destructive' }),
  });
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-bold">Share Your Kindness Story</h3>
      <p className="text-sm text-neutral-700">
        Stories are read by our team before they appear on the Stories page. Please leave out names, addresses and other
        details that could identify someone.
      </p>
      <StoryForm
        submitLabel="Share Story"
        pending={mutation.isPending}
        onCancel={onCancel}
        onSubmit={(v) => mutation.mutate({ challengeId, content: v.content, image: v.image })}
      />
    </div>
  );
}
