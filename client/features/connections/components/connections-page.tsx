import { HandHeart, MessageCircleHeart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PAGES } from '@common/pages';
import type { CurrentUser } from '@common/schemas/users';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { ageRefusalOf } from '../api/answer-date-of-birth';
import { useProfile } from '../api/get-profile';
import type { HelpProfile } from '../api/types';
import { AskForHelpDialog } from './ask-for-help-dialog';
import { ConnectionsLanding } from './connections-landing';
import { ConversationList } from './conversation-list';
import { CreateProfile, UnderAgeNotice } from './create-profile';
import { MyRequests } from './my-requests';
import { BlocksCard, ProfileTab } from './profile-tab';
import { RequestList } from './request-list';
import { SafetyNotice, ShareReminder } from './safety-notice';

const TABS = ['requests', 'conversations', 'my-requests', 'profile'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

function MemberTabs({
  user,
  profile,
  profileExtra,
}: {
  user: CurrentUser;
  profile: HelpProfile;
  profileExtra?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'requests';
  const [asking, setAsking] = useState(false);
  const go = (next: Tab) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'requests') q.delete('tab');
        else q.set('tab', next);
        return q;
      },
      { replace: true },
    );
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={() => go('requests')}>
          <HandHeart aria-hidden /> Offer Kindness
        </Button>
        <Button size="lg" variant="outline" onClick={() => setAsking(true)}>
          <MessageCircleHeart aria-hidden /> Ask for Kindness
        </Button>
      </div>
      <ShareReminder className="mt-6" />
      <Tabs value={tab} onValueChange={(v) => go(v as Tab)} className="mt-6">
        <TabsList className="grid-cols-2 rounded-3xl sm:grid-cols-4 sm:rounded-full" aria-label="Kindness Connections">
          <TabsTrigger value="requests">Find Kindness</TabsTrigger>
          <TabsTrigger value="conversations">Conversations</TabsTrigger>
          <TabsTrigger value="my-requests">My Requests</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <RequestList onAsk={() => setAsking(true)} />
        </TabsContent>
        <TabsContent value="conversations">
          <ConversationList onFind={() => go('requests')} />
        </TabsContent>
        <TabsContent value="my-requests">
          <MyRequests onAsk={() => setAsking(true)} />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab profile={profile} memberId={user.id} />
          {profileExtra ? <div className="mt-6">{profileExtra}</div> : null}
        </TabsContent>
      </Tabs>
      <AskForHelpDialog open={asking} onOpenChange={setAsking} onCreated={() => go('my-requests')} />
    </>
  );
}

function MemberArea({ user, profileExtra }: { user: CurrentUser; profileExtra?: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending)
    return (
      <div role="status" aria-label="Loading Kindness Connections" className="grid gap-4">
        <div className="h-12 w-80 max-w-full animate-pulse rounded-full bg-neutral-100" />
        <div className="h-12 animate-pulse rounded-full bg-neutral-100" />
        <div className="h-64 animate-pulse rounded-2xl bg-neutral-50" />
      </div>
    );
  const refusal = ageRefusalOf(profile.error);
  if (refusal) return <UnderAgeNotice message={refusal} />;
  if (profile.isError)
    return (
      <LoadFailed
        title="We couldn’t load Kindness Connections"
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  if (!profile.data)
    return (
      <div className="grid gap-6">
        <CreateProfile />
        <BlocksCard onlyWhenAny />
      </div>
    );
  return <MemberTabs user={user} profile={profile.data} profileExtra={profileExtra} />;
}

/**
 * /kindness-connections: the landing page for guests, profile creation, or the member's four tabs; `profileExtra`
 * (composed by the page) shows under the profile tab.
 */
export function ConnectionsPage({ profileExtra }: { profileExtra?: ReactNode } = {}) {
  const { data: user, isLoading } = useUser();
  const seo = <Seo {...PAGES.kindnessConnections} path={paths.kindnessConnections} />;
  if (isLoading) return <PageSpinner label="Loading Kindness Connections" />;
  if (!user)
    return (
      <>
        {seo}
        <ConnectionsLanding />
      </>
    );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      {seo}
      <h1 className="text-3xl font-extrabold text-neutral-900 sm:text-4xl">Kindness Connections</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">
        Ask for a little help, or offer yours. Every chat is one to one, and you can block or report at any time.
      </p>
      <SafetyNotice className="mt-5" />
      {user.emailVerified ? null : (
        <p role="note" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          Please confirm your e-mail address first: until then you can look around, but not create a profile, post a
          request, offer help or send messages. The link is in the e-mail we sent you.
        </p>
      )}
      <div className="mt-6">
        <MemberArea user={user} profileExtra={profileExtra} />
      </div>
    </div>
  );
}
