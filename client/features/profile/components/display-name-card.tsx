import type { CurrentUser } from '@common/schemas/users';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DisplayNameForm } from './display-name-form';

/** Display name on /profile: the name others see, changed with the rules it was chosen with. */
export function DisplayNameCard({ user }: { user: CurrentUser }) {
  return (
    <Card aria-labelledby="display-name-title">
      <CardTitle id="display-name-title">Display name</CardTitle>
      {user.nameNeedsChange ? (
        <CardDescription className="text-amber-900">
          Your name included contact details, so other members see you as ‘{user.displayName}’ until you choose a new
          one.
        </CardDescription>
      ) : (
        <CardDescription>The name other members see. You are ‘{user.displayName}’.</CardDescription>
      )}
      <div className="mt-4">
        {/* Keyed by the name: a rename made elsewhere (the dialog) starts the form again from it. */}
        <DisplayNameForm key={`${user.displayName}-${Boolean(user.nameNeedsChange)}`} user={user} />
      </div>
    </Card>
  );
}
