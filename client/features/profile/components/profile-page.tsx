import { Navigate } from 'react-router';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { AccountInfoCard } from './account-info-card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { DisplayNameCard } from './display-name-card';
import { ProfilePictureCard } from './profile-picture-card';
import { TwoFactorCard } from './two-factor-card';

/** /profile ('Your Profile', part 2): picture, account info, display name, password, an admin's second factor, deletion. */
export function ProfilePage() {
  const { data: user, isLoading } = useUser();
  if (isLoading) return <PageSpinner label="Loading your profile" />;
  if (!user) return <Navigate to={paths.auth({ redirect: paths.profile })} replace />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Seo {...PAGES.profile} path={paths.profile} />
      <h1 className="mb-6 text-3xl font-extrabold text-neutral-900">Your Profile</h1>
      <div className="grid gap-6">
        <div className="grid gap-6 md:grid-cols-2">
          <ProfilePictureCard user={user} />
          <AccountInfoCard user={user} />
        </div>
        <DisplayNameCard user={user} />
        <ChangePasswordCard />
        {user.role === 'admin' ? <TwoFactorCard /> : null}
        <DeleteAccountCard user={user} />
      </div>
    </div>
  );
}
