import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { PROFILE_AVATAR_UPLOAD, avatarFileIssue } from '@common/schemas/avatars';
import type { CurrentUser } from '@common/schemas/users';
import { UserAvatar } from '@/components/ui/avatar';
import { AvatarGallery } from '@/components/ui/avatar-gallery';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { defaultAvatar } from '@/lib/auth';
import { usePredefinedAvatars } from '@/lib/predefined-avatars';
import { useUpdateAvatar } from '../api/update-avatar';
import { errorMessage } from '@/lib/api-client';

/** Shrinks a photo in the browser to about 0.5 MB and 500 px before it is sent (part 2 §9). */
async function compress(file: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    // No web worker: the library would fetch its worker script from a CDN, which the CSP (rightly) forbids.
    return await imageCompression(file, { maxSizeMB: 0.5, maxWidthOrHeight: 500, useWebWorker: false });
  } catch {
    toast({ title: 'Image compression failed', description: 'Using original image instead.' });
    return file;
  }
}

/** Profile Picture: the current avatar, changed from the gallery or by uploading a photo. */
export function ProfilePictureCard({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string | null>(user.avatar);
  const fileInput = useRef<HTMLInputElement>(null);
  const avatars = usePredefinedAvatars();

  const mutation = useUpdateAvatar({
    onSuccess: () => {
      toast({ title: 'Avatar updated', description: 'Your new profile picture looks great!' });
      setOpen(false);
    },
    onError: (err, vars) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'file' in vars ? 'Failed to upload avatar' : 'Failed to update avatar'),
        variant: 'destructive',
      }),
  });

  async function onFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const issue = avatarFileIssue(file, PROFILE_AVATAR_UPLOAD);
    if (issue) {
      toast({
        title: issue === PROFILE_AVATAR_UPLOAD.tooLarge ? 'File Too Large' : 'Invalid File',
        description: issue,
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate({ file: await compress(file) });
  }

  return (
    <Card aria-labelledby="profile-picture-title">
      <CardTitle id="profile-picture-title">Profile Picture</CardTitle>
      <CardDescription>This is how other members see you.</CardDescription>
      <div className="mt-5 flex flex-col items-center gap-4 sm:flex-row">
        <UserAvatar src={user.avatar ?? defaultAvatar(user.id)} name={user.displayName} className="size-24 text-2xl" />
        <Button variant="outline" onClick={() => setOpen(true)}>
          Change Picture
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (o) setChoice(user.avatar);
        }}
      >
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Change your profile picture</DialogTitle>
            <DialogDescription>Pick one of our avatars or upload a photo (an image up to 5MB).</DialogDescription>
          </DialogHeader>
          <Tabs defaultValue="gallery">
            <TabsList>
              <TabsTrigger value="gallery">Gallery</TabsTrigger>
              <TabsTrigger value="upload">Upload</TabsTrigger>
            </TabsList>
            <TabsContent value="gallery">
              {avatars.isLoading ? <Spinner label="Loading avatars" /> : null}
              {avatars.isError ? <p className="text-sm text-red-700">Failed to load avatars</p> : null}
              {avatars.data ? (
                <AvatarGallery avatars={avatars.data} value={choice} onChange={setChoice} label="Predefined avatars" />
              ) : null}
              <div className="mt-6 flex justify-end">
                <Button
                  onClick={() => choice && mutation.mutate({ avatar: choice })}
                  disabled={!choice || choice === user.avatar}
                  pending={mutation.isPending}
                >
                  {mutation.isPending ? 'Saving…' : 'Save Avatar'}
                </Button>
              </div>
            </TabsContent>
            <TabsContent value="upload">
              <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-neutral-300 p-8 text-center">
                <Upload aria-hidden className="size-8 text-brand" />
                <p className="text-sm text-neutral-700">
                  JPG, PNG, GIF or WebP, up to 5MB. We&apos;ll resize it for you.
                </p>
                <input
                  ref={fileInput}
                  id="profile-avatar-file"
                  type="file"
                  accept={PROFILE_AVATAR_UPLOAD.mimeTypes.join(',')}
                  className="sr-only"
                  onChange={(e) => void onFile(e.target.files?.[0])}
                />
                <Button asChild variant="primary" pending={mutation.isPending}>
                  <label htmlFor="profile-avatar-file" className="cursor-pointer">
                    {mutation.isPending ? 'Uploading…' : 'Choose a Photo'}
                  </label>
                </Button>
              </div>
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
