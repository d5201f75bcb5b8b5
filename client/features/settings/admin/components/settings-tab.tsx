import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  saveSettingInput,
  settingMessages,
  type AdminSettingKey,
  type SaveSettingInput,
} from '@common/schemas/settings';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSetting } from '../api/get-setting';
import { useSaveSetting } from '../api/save-setting';

const CARDS: Array<{ key: AdminSettingKey; title: string; label: string }> = [
  { key: 'starting_total_acts', title: 'Starting Total Kind Acts', label: 'Kind acts before KindRipple counted them' },
  {
    key: 'starting_total_users',
    title: 'Starting Global Participants',
    label: 'Participants before KindRipple counted them',
  },
  {
    key: 'like_points_daily_cap_per_author',
    title: 'Daily Like Points per Author',
    label: 'Most like points an author receives a day',
  },
  {
    key: 'like_points_daily_cap_per_liker',
    title: 'Daily Like Points per Liker',
    label: 'Most like points a member gives one author a day',
  },
];

function SettingCard({ settingKey, title, label }: { settingKey: AdminSettingKey; title: string; label: string }) {
  const setting = useSetting(settingKey);
  return (
    <Card className="grid gap-3">
      <CardTitle>{title}</CardTitle>
      <CardDescription>{setting.data?.description ?? ' '}</CardDescription>
      {setting.isLoading ? (
        <Spinner label={`Loading ${title}`} />
      ) : setting.isError || !setting.data ? (
        <p role="alert">Could not load this setting: {errorMessage(setting.error)}</p>
      ) : (
        <SettingForm settingKey={settingKey} title={title} label={label} initial={setting.data.value} />
      )}
    </Card>
  );
}

/** The number and its Save button: non-empty, numeric, at least 0 ('Invalid Input'), the server's message on failure. */
function SettingForm({
  settingKey,
  title,
  label,
  initial,
}: {
  settingKey: AdminSettingKey;
  title: string;
  label: string;
  initial: string;
}) {
  // The route's own rule; the key goes with the value, unseen.
  const form = useForm<SaveSettingInput, unknown, z.output<typeof saveSettingInput>>({
    resolver: zodResolver(saveSettingInput),
    defaultValues: { key: settingKey, value: initial },
  });
  const save = useSaveSetting({
    onSuccess: (res) => toast({ title: 'Setting saved', description: `${title} is now ${res.value}.` }),
    onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
  });
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={form.handleSubmit(
        ({ key, value }) => save.mutate({ key, value }),
        () =>
          toast({ title: settingMessages.invalidTitle, description: settingMessages.invalid, variant: 'destructive' }),
      )}
    >
      <div className="min-w-40 flex-1">
        <FormField label={label} error={form.formState.errors.value?.message}>
          {(p) => <Input {...p} type="number" inputMode="numeric" min={0} {...form.register('value')} />}
        </FormField>
      </div>
      <Button type="submit" pending={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

/** Settings: the starting totals of the home page and the daily like-point caps. */
export function SettingsTab() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {CARDS.map((c) => (
        <SettingCard key={c.key} settingKey={c.key} title={c.title} label={c.label} />
      ))}
    </div>
  );
}
