import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { HELP_CATEGORY_LABELS, URGENCIES, URGENCY_LABELS, ADMIN_EDIT_CATEGORIES } from '@common/schemas/connections';
import {
  adminEditRequestInput,
  type AdminEditRequestInput,
  type AdminRequest,
} from '@common/schemas/connections-admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useEditRequest } from '../api/edit-request';
import { requestStatusLabel, SelectField, when } from './shared';
import { showFieldErrors } from '@/lib/field-errors';

type Category = (typeof ADMIN_EDIT_CATEGORIES)[number];
const categoryOptions = ADMIN_EDIT_CATEGORIES.map((c) => ({ value: c, label: HELP_CATEGORY_LABELS[c] }));
const urgencyOptions = URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }));
/** The schema's own limits, so the boxes stop where the server would. */
const TITLE_MAX = adminEditRequestInput.shape.title.maxLength ?? undefined;
const DESCRIPTION_MAX = adminEditRequestInput.shape.description.maxLength ?? undefined;
const FIELDS = ['title', 'description', 'category', 'urgency'] as const;

/** Edit Request: Save stays disabled while the title or the description is empty after trimming. */
export function EditRequestDialog({
  request: r,
  onOpenChange,
}: {
  request: AdminRequest;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<AdminEditRequestInput, unknown, z.output<typeof adminEditRequestInput>>({
    resolver: zodResolver(adminEditRequestInput),
    defaultValues: {
      title: r.title,
      description: r.description,
      category: (ADMIN_EDIT_CATEGORIES as readonly string[]).includes(r.category) ? (r.category as Category) : 'other',
      urgency: r.urgency,
    },
  });
  const { errors } = form.formState;
  const [title, description, category, urgency] = useWatch({ control: form.control, name: [...FIELDS] });
  const edit = useEditRequest({
    onSuccess: () => {
      toast({ title: 'Request updated' });
      onOpenChange(false);
    },
    onError: (err) => {
      showFieldErrors(form, err, FIELDS, { focus: false });
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update request.'), variant: 'destructive' });
    },
  });
  const empty = !title?.trim() || !description?.trim();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <form noValidate onSubmit={form.handleSubmit((values) => edit.mutate({ id: r.id, values }))}>
          <DialogHeader>
            <DialogTitle>Edit request</DialogTitle>
            <DialogDescription>
              By {r.requesterName}, {when.format(new Date(r.createdAt))} · {requestStatusLabel(r)}
              {r.helperName ? ` · helper ${r.helperName}` : ''}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <FormField label="Title" error={errors.title?.message}>
              {(p) => <Input {...p} maxLength={TITLE_MAX} {...form.register('title')} />}
            </FormField>
            <FormField label="Description" error={errors.description?.message}>
              {(p) => <Textarea {...p} rows={4} maxLength={DESCRIPTION_MAX} {...form.register('description')} />}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Category"
                value={category}
                options={categoryOptions}
                onChange={(v) => form.setValue('category', v as Category)}
              />
              <SelectField
                label="Urgency"
                value={urgency}
                options={urgencyOptions}
                onChange={(v) => form.setValue('urgency', v as AdminRequest['urgency'])}
              />
            </div>
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={empty} pending={edit.isPending}>
              {edit.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
