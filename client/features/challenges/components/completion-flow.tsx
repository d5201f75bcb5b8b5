import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, PartyPopper } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCompleteChallenge } from '../api/complete-challenge';
import { todayInputValue } from '../lib/countdown';
import {
  challengeMessages,
  completionForm,
  type Challenge,
  type CompletionFormInput,
} from '@common/schemas/challenges';

export type FlowStep = 'complete' | 'completed' | 'story';

const STEPS: Array<{ id: FlowStep; label: string }> = [
  { id: 'complete', label: 'Complete' },
  { id: 'completed', label: 'Completed' },
  { id: 'story', label: 'Share your story' },
];

/** The three steps, the current one marked for screen readers too. */
function StepList({ step, shared }: { step: FlowStep; shared: boolean }) {
  // Once the story is shared, every step is done.
  const at = shared ? STEPS.length : STEPS.findIndex((s) => s.id === step);
  return (
    <ol className="mb-5 flex flex-wrap gap-2 text-sm" aria-label="Steps">
      {STEPS.map((s, i) => (
        <li
          key={s.id}
          aria-current={i === at ? 'step' : undefined}
          className={cn(
            'flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold',
            i < at
              ? 'bg-green-100 text-green-900'
              : i === at
                ? 'bg-brand text-white'
                : 'bg-neutral-100 text-neutral-700',
          )}
        >
          <span aria-hidden>{i < at ? '✓' : i + 1}</span> {s.label}
        </li>
      ))}
    </ol>
  );
}

/**
 * The three-step completion flow (part 2 §4): a completion form (a date no later than today and a confirmation),
 * then 'Challenge Completed! 🎉', then the optional story, which `storyStep` draws (the stories area owns it).
 */
export function CompletionFlow({
  challenge,
  alreadyCompleted,
  storyShared,
  storyStep,
}: {
  challenge: Challenge;
  alreadyCompleted: boolean;
  /** The member already shared a story about this challenge (one earns the bonus). */
  storyShared: boolean;
  storyStep: (props: { challengeId: number; onDone: () => void; onCancel: () => void }) => ReactNode;
}) {
  const [chosenStep, setStep] = useState<FlowStep>('complete');
  // Completed elsewhere (another tab, or the list loaded later): the form is no longer offered.
  const step = chosenStep === 'complete' && alreadyCompleted ? 'completed' : chosenStep;
  const [earned, setEarned] = useState<number | null>(null);
  const [justShared, setJustShared] = useState(false);
  const shared = storyShared || justShared;
  const confirmId = useId();
  const today = todayInputValue();
  const firstDay = todayInputValue(new Date(challenge.startDate));
  const form = useForm<CompletionFormInput, unknown, z.output<ReturnType<typeof completionForm>>>({
    resolver: zodResolver(completionForm(today, firstDay)),
    defaultValues: { completionDate: today, confirmed: false },
  });
  const errors = {
    date: form.formState.errors.completionDate?.message,
    confirm: form.formState.errors.confirmed?.message,
  };
  const confirmed = useWatch({ control: form.control, name: 'confirmed' });

  const mutation = useCompleteChallenge({
    onSuccess: (res) => {
      setEarned(res.pointsEarned);
      setStep('completed');
      toast({ title: challengeMessages.completed, description: `You earned ${res.pointsEarned} points.` });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) setStep('completed');
      toast({ title: 'Error', description: errorMessage(err, 'Failed to complete challenge'), variant: 'destructive' });
    },
  });

  const submit = form.handleSubmit(({ completionDate }) =>
    mutation.mutate({ challengeId: challenge.id, completionDate }),
  );

  return (
    <div className="rounded-2xl bg-white p-5 text-neutral-900 shadow-sm sm:p-6">
      <StepList step={step} shared={shared} />
      {step === 'complete' ? (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <h3 className="text-lg font-bold">Did you complete this challenge?</h3>
          <FormField label="When did you complete it?" error={errors.date}>
            {(p) => (
              <Input {...p} type="date" min={firstDay} max={today} required {...form.register('completionDate')} />
            )}
          </FormField>
          <div>
            <div className="flex items-start gap-3">
              <Checkbox
                id={confirmId}
                checked={confirmed}
                onCheckedChange={(v) =>
                  form.setValue('confirmed', v === true, { shouldValidate: form.formState.isSubmitted })
                }
                aria-invalid={Boolean(errors.confirm)}
                aria-describedby={errors.confirm ? `${confirmId}-error` : undefined}
              />
              <label htmlFor={confirmId} className="text-sm text-neutral-800">
                I confirm that I completed this kindness challenge.
              </label>
            </div>
            {errors.confirm ? (
              <p id={`${confirmId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {errors.confirm}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg" pending={mutation.isPending} className="justify-self-start">
            <CheckCircle2 aria-hidden /> {mutation.isPending ? 'Completing…' : 'Mark as Completed'}
          </Button>
        </form>
      ) : step === 'completed' ? (
        <div className="grid gap-3" role="status">
          <h3 className="flex items-center gap-2 text-xl font-bold">
            <PartyPopper aria-hidden className="size-6 text-brand" /> Challenge Completed! 🎉
          </h3>
          <p className="text-neutral-700">
            {earned !== null ? `You earned ${earned} points. ` : 'You have completed this challenge. '}
            {shared
              ? 'Thank you for sharing your story! You can follow it under My Stories on your dashboard.'
              : `Share your story and earn ${challenge.bonusPoints} bonus points once it is approved.`}
          </p>
          {shared ? null : (
            <div>
              <Button onClick={() => setStep('story')}>Share Your Story</Button>
            </div>
          )}
        </div>
      ) : (
        storyStep({
          challengeId: challenge.id,
          onDone: () => {
            setJustShared(true);
            setStep('completed');
          },
          onCancel: () => setStep('completed'),
        })
      )}
    </div>
  );
}
