import { useParams } from 'react-router';
import { UserProfilePage } from '@/features/connections/components/user-profile-page';

/** /user/{userId}: a member's Kindness Connections profile. */
export default function UserProfileRoute() {
  const { userId = '' } = useParams();
  return <UserProfilePage key={userId} userId={userId} />;
}
