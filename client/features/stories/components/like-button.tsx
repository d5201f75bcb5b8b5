import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useStoryLiked } from '../api/get-story-liked';
import { useLikeStory } from '../api/like-story';
import { pluralWord } from '@common/plural';

/**
 * The heart and the count. A guest gets the sign-up / log-in prompt; a member likes and unlikes (the server's
 * count is shown after each); the author cannot like their own story.
 */
export function LikeButton({
  storyId,
  likes,
  signedIn,
  own,
}: {
  storyId: number;
  likes: number;
  signedIn: boolean;
  own: boolean;
}) {
  const liked = useStoryLiked(storyId, signedIn && !own);
  const [count, setCount] = useState<number | null>(null);
  const [prompt, setPrompt] = useState(false);
  const mutation = useLikeStory({
    onSuccess: (res) => setCount(res.likes),
    onError: (err, vars) =>
      toast({
        title: 'Error',
        description: errorMessage(err, vars.like ? 'Failed to like story' : 'Failed to unlike story'),
        variant: 'destructive',
      }),
  });
  const isLiked = liked.data === true;
  const shown = count ?? likes;

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={signedIn ? isLiked : undefined}
        title={own ? 'You can’t like your own story' : undefined}
        disabled={own}
        pending={mutation.isPending}
        onClick={() => (signedIn ? mutation.mutate({ id: storyId, like: !isLiked }) : setPrompt(true))}
        className="px-3"
      >
        <Heart aria-hidden className={cn(isLiked && 'fill-brand text-brand')} />
        {/* The visible count starts the button's name, as speech-input users say what they see. */}
        {shown}
        <span className="sr-only">{` ${pluralWord(shown, 'like')}, ${isLiked ? 'unlike' : 'like'} this story`}</span>
      </Button>
      <Dialog open={prompt} onOpenChange={setPrompt}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Join to like stories</DialogTitle>
            <DialogDescription>
              Sign up for free or log in to like this story and cheer on the member who shared it.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button asChild variant="outline">
              <Link to={paths.auth({ tab: 'login', redirect: paths.stories })}>Log In</Link>
            </Button>
            <Button asChild>
              <Link to={paths.auth({ tab: 'register', redirect: paths.stories })}>Sign Up</Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
