import { STORY_IMAGE_UPLOAD, storyMessages } from '@common/schemas/stories';
import { toast } from '@/components/ui/use-toast';

/**
 * Shrinks a photo over 1 MB to at most 1 MB and 1200 px on its longer side; on failure says so and sends the
 * original ('Image compression failed' / 'Using original image instead.'). GIFs are left alone (compressing would
 * drop their animation; the server re-encodes them anyway).
 */
export async function compressStoryImage(file: File): Promise<File> {
  if (file.size <= STORY_IMAGE_UPLOAD.compressAboveBytes || file.type === 'image/gif') return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    // No web worker: the library would fetch its worker script from a CDN, which the CSP forbids.
    const out = await imageCompression(file, {
      maxSizeMB: STORY_IMAGE_UPLOAD.compressAboveBytes / (1024 * 1024),
      maxWidthOrHeight: STORY_IMAGE_UPLOAD.compressMaxPx,
      useWebWorker: false,
    });
    return new File([out], file.name, { type: out.type || file.type });
  } catch {
    toast({ title: storyMessages.compressionFailedTitle, description: storyMessages.compressionFailed });
    return file;
  }
}
