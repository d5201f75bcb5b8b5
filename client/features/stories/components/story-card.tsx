import { Flag, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { STORY_CARD_TRUNCATE, type Story } from '@common/schemas/stories';
import type { CurrentUser } from '@common/schemas/users';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { defaultAvatar } from '@/lib/auth';
import type { ReportTarget } from '../api/report-content';
import { relativeTime } from '@/lib/relative-time';
import { LikeButton } from './like-button';
import { MemberMenu } from './member-menu';
import { StoryComments } from './story-comments';
import { plural } from '@common/plural';

/**
 * A story as the Stories page shows it (part 2 §2): author, relative time, the challenge badge, the text cut at
 * 180 characters with Read more / Show less, the photo with its full view, likes, comments, Report and the menu
 * with 'Block {name}'.
 */
export function StoryCard({
  story,
  user,
  isCurrentChallenge,
  onReport,
}: {
  story: Story;
  user: CurrentUser | null;
  isCurrentChallenge: boolean;
  onReport: (target: ReportTarget) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [fullView, setFullView] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const long = story.content.length > STORY_CARD_TRUNCATE;
  const text = long && !expanded ? `${story.content.slice(0, STORY_CARD_TRUNCATE).trimEnd()}…` : story.content;
  const own = user?.id === story.author.id;
  const titleId = `story-${story.id}-author`;

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex items-center gap-3">
        <UserAvatar
          src={story.author.avatar ?? defaultAvatar(story.author.id)}
          name={story.author.displayName}
          className="size-10"
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate font-semibold text-neutral-900">
            {story.author.displayName}
          </h2>
          <p className="text-xs text-neutral-600">
            <time dateTime={story.createdAt}>{relativeTime(story.createdAt)}</time>
          </p>
        </div>
        <span
          className={
            isCurrentChallenge
              ? 'shrink-0 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-white'
              : 'max-w-[45%] truncate rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-dark'
          }
        >
          {isCurrentChallenge ? 'Current Challenge' : story.challenge.title}
        </span>
      </header>
      <p className="mt-3 break-words whitespace-pre-line text-neutral-800">{text}</p>
      {long ? (
        <button
          type="button"
          className="mt-1 text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      ) : null}
      {story.image ? (
        <button
          type="button"
          className="mt-3 block w-full overflow-hidden rounded-xl"
          onClick={() => setFullView(true)}
          aria-label={`View the photo of ${story.author.displayName}’s story in full`}
        >
          <img src={story.image} alt="" loading="lazy" className="max-h-80 w-full object-cover" />
        </button>
      ) : null}
      <footer className="mt-3 flex flex-wrap items-center gap-1 border-t border-neutral-100 pt-2">
        <LikeButton storyId={story.id} likes={story.likes} signedIn={Boolean(user)} own={own} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          onClick={() => setCommentsOpen((o) => !o)}
          className="px-3"
        >
          <MessageCircle aria-hidden />
          {plural(story.commentCount, 'comment')}
        </Button>
        {user && !own ? (
          <span className="ml-auto flex items-center">
            <Button
              variant="ghost"
              size="sm"
              className="px-3"
              onClick={() => onReport({ kind: 'story', id: story.id })}
            >
              <Flag aria-hidden /> Report
            </Button>
            <MemberMenu member={story.author} what="story" />
          </span>
        ) : null}
      </footer>
      {commentsOpen ? <StoryComments storyId={story.id} user={user} onReport={onReport} /> : null}
      {story.image ? (
        <Dialog open={fullView} onOpenChange={setFullView}>
          <DialogContent className="max-w-4xl">
            <DialogTitle className="sr-only">Photo from {story.author.displayName}’s story</DialogTitle>
            <img
              src={story.image}
              alt={`Shared with ${story.author.displayName}’s story`}
              className="mx-auto max-h-[80dvh] w-auto"
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </article>
  );
}
