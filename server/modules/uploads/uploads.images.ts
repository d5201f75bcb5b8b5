import sharp from 'sharp';
import { STORY_IMAGE_UPLOAD } from '../../../common/schemas/stories';
import { badRequest } from '../../http-error';

// Every picture is re-encoded before it is kept (decision 014): auto-rotated first, then to WebP, which drops every
// bit of metadata (EXIF, GPS, ICC comments); an image sharp cannot read is refused.

/** The longest side of a stored picture, as the browser compresses story photos (part 2 §5). */
const MAX_SIDE = STORY_IMAGE_UPLOAD.compressMaxPx;

const decode = (input: Buffer) => sharp(input, { failOn: 'error', limitInputPixels: 40_000_000, animated: false });
const unreadable = 'We could not read that image. Please try another one.';

/** An avatar: a 512 px square WebP, cropped around what draws the eye. */
export async function encodeAvatar(input: Buffer): Promise<Buffer> {
  try {
    return await decode(input)
      .rotate()
      .resize(512, 512, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(unreadable);
  }
}

/** A story, challenge or reward picture: at most 1200 px a side, WebP. */
export async function encodePicture(input: Buffer): Promise<Buffer> {
  try {
    return await decode(input)
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(unreadable, { image: 'Please try another image.' });
  }
}
