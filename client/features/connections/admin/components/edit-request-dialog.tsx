import { useState } from 'react';
import { HELP_CATEGORY_LABELS, URGENCIES, URGENCY_LABELS, ADMIN_EDIT_CATEGORIES } from '@common/schemas/connections';
import type { AdminRequest } from '@common/schemas/connections-admin';
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
import { ApiError, errorMessage } from '@/lib/api-client';
import { useEditRequest } from '../api/edit-request';
import { requestStatusLabel, SelectField, when } from './shared';

type Category = (typeof ADMIN_EDIT_CATEGORIES)[number];
const categoryOptions = ADMIN_EDIT_CATEGORIES.map((c) => ({ value: c, label: HELP_CATEGORY_LABELS[c] }));
const urgencyOptions = URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }));

/** Edit Request: Save stays disabled while the title or the description is empty after trimming. */
export function EditRequestDialog({
  request: r,
  onOpenChange,
}: {
  request: AdminRequest;
  onOpenChange: (open: boolean) => void;
}) {
  const [title, setTitle] = useState(r.title);
  const [description, setDescription] = useState(r.description);
  const [category, setCategory] = useState<Category>(
    (ADMIN_EDIT_CATEGORIES as readonly string[]).includes(r.category) ? (r.category as Category) : 'other',
  );
  const [urgency, setUrgency] = useState(r.urgency);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useEditRequest({
    onSuccess: () => {
      toast({ title: 'Request updated' });
      onOpenChange(false);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update request.'), variant: 'destructive' });
    },
  });
  const empty = !title.trim() || !description.trim();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (empty) return;
            edit.mutate({
              id: r.id,
              values: { title: title.trim(), description: description.trim(), category, urgency },
            });
          }}
        >
          <DialogHeader>
            <DialogTitle>Edit request</DialogTitle>
            <DialogDescription>
              By {r.requesterName}, {when.format(new Date(r.createdAt))} · {requestStatusLabel(r)}
              {r.helperName ? ` · helper ${r.helperName}` : ''}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <FormField label="Title" error={errors.title}>
              {(p) => <Input maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} {...p} />}
            </FormField>
            <FormField label="Description" error={errors.description}>
              {(p) => (
                <Textarea
                  rows={4}
                  maxLength={1000}
                  value={description}
                  onChange={(e) => setDescription(e.target.value)}
                  {...p}
                />
              )}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Category"
                value={category}
                options={categoryOptions}
                onChange={(v) => setCategory(v as Category)}
              />
              <SelectField
                label="Urgency"
                value={urgency}
                options={urgencyOptions}
                onChange={(v) => setUrgency(v as AdminRequest['urgency'])}
              />
            </div>
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={empty || edit.isPending}>
              {edit.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
