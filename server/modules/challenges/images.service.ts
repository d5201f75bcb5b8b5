import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { STORY_IMAGE_UPLOAD } from '../../../common/schemas/stories';
import type { AppConfig } from '../../config';
import { HttpError, badRequest } from '../../http-error';
import { sniffImage, uploadsRoot } from '../avatars/avatars.service';

// Pictures of the challenges area: story photos (uploads/stories/) and the admin's challenge and reward pictures
// (uploads/content/). The same checks as avatars (decision 014): the type told by the first bytes, the size limit
// while reading, then a sharp re-encode to WebP that drops every bit of metadata.

export type ImageFolder = 'stories' | 'content';

/** The longest side of a stored picture, as the browser compresses story photos (part 2 §5). */
const MAX_SIDE = STORY_IMAGE_UPLOAD.compressMaxPx;

const PATH = /^\/uploads\/(stories|content)\/[a-f0-9]{32}\.webp$/;

/** A multipart form's text fields and its one `image` file (null when none was sent). */
export interface ImageForm {
  fields: Record<string, string>;
  image: Buffer | null;
}

/** Checks an uploaded picture's first bytes: JPEG, PNG, GIF or WebP, else the spec's 400. */
export function checkImage(buf: Buffer): Buffer {
  const kind = sniffImage(buf);
  if (!kind || !(STORY_IMAGE_UPLOAD.kinds as readonly string[]).includes(kind))
    throw badRequest(STORY_IMAGE_UPLOAD.wrongType, { image: STORY_IMAGE_UPLOAD.wrongType });
  return buf;
}

/**
 * Reads a multipart form: text fields, and at most one file, which must be the `image` field, at most 10MB (413 with
 * the spec's text) and an image by its first bytes (400). Nothing is stored here.
 */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: STORY_IMAGE_UPLOAD.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'image') {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('Please send the picture as the image field.');
      }
      const buf = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, STORY_IMAGE_UPLOAD.tooLarge);
      image = buf.length > 0 ? checkImage(buf) : null;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, STORY_IMAGE_UPLOAD.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('Please send the form as multipart/form-data.');
    throw badRequest('The upload was interrupted. Please try again.');
  }
  return { fields, image };
}

/** Re-encodes a checked picture (auto-rotated, at most 1200 px a side, WebP, no metadata) and stores it. */
export async function storeImage(config: AppConfig, input: Buffer, folder: ImageFolder): Promise<string> {
  let out: Buffer;
  try {
    out = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('We could not read that image. Please try another one.', { image: 'Please try another image.' });
  }
  const dir = path.join(uploadsRoot(config), folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const file = path.join(dir, name);
  await writeFile(`${file}.tmp`, out, { mode: 0o644 });
  await rename(`${file}.tmp`, file);
  return `/uploads/${folder}/${name}`;
}

/** Deletes a stored picture's file; anything that is not one of ours is ignored. */
export async function removeImage(config: AppConfig, imagePath: string | null | undefined): Promise<void> {
  if (!imagePath || !PATH.test(imagePath)) return;
  await unlink(path.join(uploadsRoot(config), imagePath.slice('/uploads/'.length))).catch(() => undefined);
}
