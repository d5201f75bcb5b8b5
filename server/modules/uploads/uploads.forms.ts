import type { FastifyRequest } from 'fastify';
import { avatarMessages, type AvatarImageKind, type AvatarUploadRules } from '../../../common/schemas/avatars';
import { STORY_IMAGE_UPLOAD } from '../../../common/schemas/stories';
import { HttpError, badRequest } from '../../http-error';

// Reading an uploaded picture from a multipart request (decision 014): the size limit while reading (413), the type
// told by the first bytes (never by the name or the declared type). Nothing is decoded or stored here.

/** The image type told by the file's first bytes. */
export function sniffImage(buf: Buffer): AvatarImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const interrupted = 'The upload was interrupted. Please try again.';

/**
 * Reads the one `avatar` file of a multipart request within the size limit; 400/413 otherwise, with the texts
 * of the rules (REGISTER_AVATAR_UPLOAD or PROFILE_AVATAR_UPLOAD, which the forms check first).
 */
export async function readAvatarFile(request: FastifyRequest, rules: AvatarUploadRules): Promise<Buffer> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  } catch {
    throw badRequest(avatarMessages.avatarNoFile);
  }
  if (!file || file.fieldname !== 'avatar') throw badRequest(avatarMessages.avatarNoFile);
  let buf: Buffer;
  try {
    buf = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, rules.tooLarge);
    throw badRequest(interrupted);
  }
  if (file.file.truncated) throw new HttpError(413, rules.tooLarge);
  const kind = sniffImage(buf);
  if (!kind || !rules.kinds.includes(kind)) throw badRequest(rules.wrongType);
  return buf;
}

/** A multipart form's text fields and its one `image` file (null when none was sent). */
export interface ImageForm {
  fields: Record<string, string>;
  image: Buffer | null;
}

/** Checks a story, challenge or reward picture's first bytes: JPEG, PNG, GIF or WebP, else the spec's 400. */
function checkPicture(buf: Buffer): Buffer {
  const kind = sniffImage(buf);
  if (!kind || !(STORY_IMAGE_UPLOAD.kinds as readonly string[]).includes(kind))
    throw badRequest(STORY_IMAGE_UPLOAD.wrongType, { image: STORY_IMAGE_UPLOAD.wrongType });
  return buf;
}

/**
 * Reads a multipart form: text fields, and at most one file, which must be the `image` field, at most 10MB (413 with
 * the spec's text) and an image by its first bytes (400).
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
      image = buf.length > 0 ? checkPicture(buf) : null;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, STORY_IMAGE_UPLOAD.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('Please send the form as multipart/form-data.');
    throw badRequest(interrupted);
  }
  return { fields, image };
}
