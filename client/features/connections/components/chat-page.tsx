import { Link } from 'react-router';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useConversation } from '../api/get-conversation';
import { ChatView } from './chat-view';

function Centered({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-neutral-900">{title}</h1>
      <p className="mt-3 text-neutral-700">{text}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** /chat/{id}: one conversation, live. */
function ChatPageBody({ id }: { id: string }) {
  const valid = /^\d{1,10}$/.test(id) && Number(id) > 0;
  const { data: user } = useUser();
  if (!valid)
    return (
      <Centered title="Invalid Chat" text="This chat link doesn’t look right.">
        <Button asChild>
          <Link to={paths.connections}>Go to Kindness Connections</Link>
        </Button>
      </Centered>
    );
  if (!user) return <Centered title="Please Log In" text="Log in to see your conversations." />;
  return <ChatLoader id={Number(id)} meId={user.id} />;
}

function ChatLoader({ id, meId }: { id: number; meId: number }) {
  const query = useConversation(id);
  if (query.isPending)
    return (
      <div
        role="status"
        aria-label="Loading the conversation"
        className="mx-auto w-full max-w-4xl px-3 py-6 sm:px-4 sm:py-10"
      >
        <div className="h-5 w-40 animate-pulse rounded bg-neutral-100" />
        <div className="mt-3 h-[min(75dvh,44rem)] animate-pulse rounded-2xl bg-neutral-50" />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <Centered
          title="Conversation not found"
          text="This conversation doesn’t exist, was removed, or isn’t one of yours."
        >
          <Button asChild>
            <Link to={`${paths.kindnessConnections}?tab=conversations`}>Your conversations</Link>
          </Button>
        </Centered>
      );
    return (
      <LoadFailed
        title="We couldn’t load this conversation"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ChatView conversation={query.data} meId={meId} />;
}

/** The page's head (its canonical is this address), then the page. */
export function ChatPage({ id }: { id: string }) {
  return (
    <>
      <Seo {...PAGES.chat} path={/^\d{1,10}$/.test(id) ? paths.chat(id) : undefined} />
      <ChatPageBody id={id} />
    </>
  );
}
