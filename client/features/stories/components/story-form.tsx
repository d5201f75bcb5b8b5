import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { compressStoryImage } from '../lib/compress-image';
import { STORY_MAX, storyImageIssue, storyMessages, updateStoryData } from '@common/schemas/stories';

/** The story's text by the routes' own rule (the photo travels beside it as a file). */
const storyText = updateStoryData.pick({ content: true });

export interface StoryFormValues {
  content: string;
  /** A newly chosen photo (already compressed), or null. */
  image: File | null;
  /** The story's own photo was taken off. */
  removeImage: boolean;
}

/**
 * The story's text (1-500 characters after trimming) and an optional photo, checked and compressed in the
 * browser before it is sent. Used to share a story and to edit one.
 */
export function StoryForm({
  initialContent = '',
  initialImage = null,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initialContent?: string;
  initialImage?: string | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: StoryFormValues) => void;
  onCancel?: () => void;
}) {
  const form = useForm<z.input<typeof storyText>, unknown, z.output<typeof storyText>>({
    resolver: zodResolver(storyText),
    defaultValues: { content: initialContent },
  });
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(initialImage);
  // The chosen file shown before it is sent; its object URL is released when another is chosen.
  const [removed, setRemoved] = useState(false);
  const [compressing, setCompressing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const photoId = useId();

  useEffect(() => {
    if (!preview?.startsWith('blob:')) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function onFile(chosen: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const issue = storyImageIssue(chosen);
    if (issue) {
      toast({ ...issue, variant: 'destructive' });
      return;
    }
    setCompressing(true);
    try {
      const ready = await compressStoryImage(chosen);
      setFile(ready);
      setPreview(URL.createObjectURL(ready));
    } finally {
      setCompressing(false);
    }
  }

  function removePhoto() {
    setFile(null);
    setPreview(null);
    setRemoved(true);
  }

  const submit = form.handleSubmit(
    ({ content }) => onSubmit({ content, image: file, removeImage: removed && !file }),
    (errors) => {
      if (errors.content?.message === storyMessages.required)
        toast({ title: storyMessages.requiredTitle, description: storyMessages.required, variant: 'destructive' });
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        label="Your story"
        error={form.formState.errors.content?.message}
        hint={`${content.length}/${STORY_MAX}`}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            maxLength={STORY_MAX}
            placeholder="What did you do, and how did it feel?"
            {...form.register('content')}
          />
        )}
      </FormField>
      <div>
        <label htmlFor={photoId} className="text-sm font-semibold text-neutral-900">
          Photo (optional)
        </label>
        {preview ? (
          <div className="relative mt-2 w-full max-w-xs">
            <img src={preview} alt="Chosen for your story" className="max-h-48 w-full rounded-xl object-cover" />
            <Button
              size="icon"
              variant="ghost"
              className="absolute top-1 right-1 bg-white/90"
              aria-label="Remove photo"
              onClick={removePhoto}
            >
              <X aria-hidden />
            </Button>
          </div>
        ) : null}
        <input
          ref={fileInput}
          id={photoId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <div className="mt-2">
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} pending={compressing}>
            <ImagePlus aria-hidden /> {compressing ? 'Preparing photo…' : preview ? 'Change Photo' : 'Add a Photo'}
          </Button>
        </div>
        <p className="mt-1 text-xs text-neutral-600">JPEG, PNG, GIF or WebP, up to 10MB.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending || compressing}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
