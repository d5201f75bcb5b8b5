import { zodResolver } from '@hookform/resolvers/zod';
import { Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ageOn, CONNECTIONS_MIN_AGE, CONNECTIONS_TEXT, isoDate, profileMessages } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { localStore } from '@/lib/local-store';
import { useCreateProfile } from '../api/create-profile';
import { emptyProfileFields, ProfileForm, toProfileInput } from './profile-form';

/** Remembered on this device after a refusal, so the answer is not simply tried again with another year. */
const REFUSED_KEY = 'connections-age-refused';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The route's date rule (a real day since 1900), and not a day still to come. */
const birthDateStep = z.object({
  dateOfBirth: isoDate.refine((v) => v <= todayIso(), profileMessages.dateOfBirth),
});

/** The kind refusal for someone under 13. */
export function UnderAgeNotice() {
  return (
    <Card role="status" className="mx-auto max-w-xl text-center">
      <Heart aria-hidden className="mx-auto size-10 text-brand" />
      <CardTitle className="mt-3 text-2xl">Thank you for telling us</CardTitle>
      <p className="mt-3 text-neutral-700">{CONNECTIONS_TEXT.underAge}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Explore KindRipple</Link>
        </Button>
      </div>
    </Card>
  );
}

/**
 * A neutral date-of-birth question: the same screen for every age, no default date and no word about limits, so
 * it does not hint at the answer. The date is never shown to anyone.
 */
function BirthDateStep({ onDone }: { onDone: (dateOfBirth: string) => void }) {
  const id = useId();
  const form = useForm<z.input<typeof birthDateStep>, unknown, z.output<typeof birthDateStep>>({
    resolver: zodResolver(birthDateStep),
    defaultValues: { dateOfBirth: '' },
  });
  const error = form.formState.errors.dateOfBirth?.message;
  const submit = form.handleSubmit(({ dateOfBirth }) => onDone(dateOfBirth));
  return (
    <Card className="mx-auto max-w-xl">
      <CardTitle className="text-2xl">Before we start</CardTitle>
      <CardDescription className="text-base">
        We ask everyone this once. Your date of birth is never shown to anyone and can’t be changed later, so please
        enter it as it is.
      </CardDescription>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
        <div>
          <Label htmlFor={id}>Date of birth</Label>
          <Input
            id={id}
            type="date"
            max={todayIso()}
            min="1900-01-01"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="max-w-60"
            {...form.register('dateOfBirth', { onChange: () => form.clearErrors('dateOfBirth') })}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" size="lg">
            Continue
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Profile creation: the date of birth first, then the profile itself. */
export function CreateProfile() {
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(null);
  const [refused, setRefused] = useState(() => localStore.get(REFUSED_KEY) === '1');
  const create = useCreateProfile();

  const refuse = () => {
    localStore.set(REFUSED_KEY, '1');
    setRefused(true);
  };

  if (refused) return <UnderAgeNotice />;
  if (!dateOfBirth) {
    return (
      <BirthDateStep
        onDone={(dob) => {
          if (ageOn(dob, todayIso()) < CONNECTIONS_MIN_AGE) refuse();
          else setDateOfBirth(dob);
        }}
      />
    );
  }
  return (
    <Card className="mx-auto max-w-3xl">
      <CardTitle className="text-2xl">Create your help profile</CardTitle>
      <CardDescription className="text-base">
        Tell others a little about you. Other members see your interests, languages, how you can help and your bio;
        never your e-mail address or your date of birth.
      </CardDescription>
      <div className="mt-6">
        <ProfileForm
          initial={emptyProfileFields()}
          submitLabel="Save profile"
          pending={create.isPending}
          onSubmit={(fields) =>
            create.mutate(
              { ...toProfileInput(fields), dateOfBirth },
              {
                onSuccess: () => toast({ title: 'Profile created', description: 'Welcome to Kindness Connections!' }),
                onError: (err) => {
                  const text = errorMessage(err, 'Failed to create profile');
                  if (text === CONNECTIONS_TEXT.underAge) refuse();
                  else toast({ title: 'Error', description: text, variant: 'destructive' });
                },
              },
            )
          }
        />
      </div>
    </Card>
  );
}
