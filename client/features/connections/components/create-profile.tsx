import { zodResolver } from '@hookform/resolvers/zod';
import { Heart } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { isoDate, profileMessages } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { localStore } from '@/lib/local-store';
import { ageRefusalOf, useAnswerDateOfBirth } from '../api/answer-date-of-birth';
import { useCreateProfile } from '../api/create-profile';
import { emptyProfileFields, ProfileForm, toProfileInput } from './profile-form';
import { showFieldErrors } from '@/lib/field-errors';

/**
 * Where decision 040 kept a refusal in this browser. The server keeps it on the account now (decision 056), so the
 * browser's copy is forgotten: on a shared computer it would refuse the next person too.
 */
const OLD_REFUSED_KEY = 'connections-age-refused';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The route's date rule (a real day from 1900 on), and not a day still to come (the server checks that too). */
const birthDateStep = z.object({
  dateOfBirth: isoDate.refine((v) => v <= todayIso(), profileMessages.dateOfBirthFuture),
});

/**
 * The refusal after an under-13 answer, with the server's own words (the same on every device): a way to delete the
 * account (the profile page's delete step) and a way to reach the team if the date was a mistake.
 */
export function UnderAgeNotice({ message }: { message: string }) {
  return (
    <Card role="status" className="mx-auto max-w-xl text-center">
      <Heart aria-hidden className="mx-auto size-10 text-brand" />
      <CardTitle className="mt-3 text-2xl">Thank you for telling us</CardTitle>
      <p className="mt-3 text-neutral-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={paths.contact}>Contact us</Link>
        </Button>
        <Button asChild variant="destructive">
          <Link to={`${paths.profile}#delete-account`}>Delete my account</Link>
        </Button>
      </div>
    </Card>
  );
}

/**
 * A neutral date-of-birth question: the same screen for every age, no default date and no word about limits, so
 * it does not hint at the answer. The date is never shown to anyone. The server judges the answer.
 */
function BirthDateStep({
  onDone,
  onRefused,
}: {
  onDone: (dateOfBirth: string) => void;
  onRefused: (message: string) => void;
}) {
  const id = useId();
  const answer = useAnswerDateOfBirth();
  const form = useForm<z.input<typeof birthDateStep>, unknown, z.output<typeof birthDateStep>>({
    resolver: zodResolver(birthDateStep),
    defaultValues: { dateOfBirth: '' },
  });
  const error = form.formState.errors.dateOfBirth?.message;
  const submit = form.handleSubmit(({ dateOfBirth }) =>
    answer.mutate(
      { dateOfBirth },
      {
        onSuccess: () => onDone(dateOfBirth),
        onError: (err) => {
          const refusal = ageRefusalOf(err);
          if (refusal) onRefused(refusal);
          else if (err instanceof ApiError && err.status === 400)
            showFieldErrors(form, err, ['dateOfBirth'], { focus: false, messageUnder: 'dateOfBirth' });
          else toast({ title: 'Error', description: errorMessage(err, 'Please try again'), variant: 'destructive' });
        },
      },
    ),
  );
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
          <Button type="submit" size="lg" pending={answer.isPending}>
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateProfile();
  useEffect(() => localStore.remove(OLD_REFUSED_KEY), []);

  if (refusal) return <UnderAgeNotice message={refusal} />;
  if (!dateOfBirth) return <BirthDateStep onDone={setDateOfBirth} onRefused={setRefusal} />;
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
                  const refused = ageRefusalOf(err);
                  if (refused) setRefusal(refused);
                  else
                    toast({
                      title: 'Error',
                      description: errorMessage(err, 'Failed to create profile'),
                      variant: 'destructive',
                    });
                },
              },
            )
          }
        />
      </div>
    </Card>
  );
}
