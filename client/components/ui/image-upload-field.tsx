import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from './button';
import { toast } from './use-toast';

const TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * A picture for an admin form: shows the current one, uploads a new one through `upload` (which answers its
 * path on our own server), or takes it off. The form keeps only the path.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  upload,
}: {
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  upload: (file: File) => Promise<string>;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type))
      return toast({
        title: 'Invalid file type',
        description: 'Please upload a valid image file (JPEG, PNG, GIF, or WebP)',
        variant: 'destructive',
      });
    if (file.size > MAX_BYTES)
      return toast({
        title: 'File too large',
        description: 'Please select an image less than 10MB',
        variant: 'destructive',
      });
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (err) {
      toast({
        title: 'Error',
        description: err instanceof Error && err.message ? err.message : 'Failed to upload image',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
        {label}
      </label>
      {value ? (
        <div className="relative mt-2 w-full max-w-xs">
          <img src={value} alt="" className="max-h-36 w-full rounded-xl object-cover" />
          <Button
            size="icon"
            variant="ghost"
            className="absolute top-1 right-1 bg-white/90"
            aria-label="Remove image"
            onClick={() => onChange(null)}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={TYPES.join(',')}
        className="sr-only"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <div className="mt-2">
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} pending={busy}>
          <ImagePlus aria-hidden /> {busy ? 'Uploading…' : value ? 'Change Image' : 'Upload Image'}
        </Button>
      </div>
    </div>
  );
}
