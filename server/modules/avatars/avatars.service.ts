import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  type AvatarImageKind,
  type AvatarUploadRules,
  PREDEFINED_AVATARS,
  UPLOADED_AVATAR,
  avatarMessages,
} from '../../../common/schemas/avatars';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, badRequest } from '../../http-error';
import { deletePendingUpload, deletePendingUploadsBefore, insertPendingUpload } from './avatars.queries';

/** The image type told by the file's first bytes (never by its name or declared type). */
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

/** DATA_DIR/uploads, where every user file lives under a random name. */
export function uploadsRoot(config: AppConfig): string {
  return path.resolve(config.dataDir, 'uploads');
}

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
    throw badRequest('The upload was interrupted. Please try again.');
  }
  if (file.file.truncated) throw new HttpError(413, rules.tooLarge);
  const kind = sniffImage(buf);
  if (!kind || !rules.kinds.includes(kind)) throw badRequest(rules.wrongType);
  return buf;
}

/**
 * Re-encodes an image as a 512 px square WebP (auto-rotated first, then every bit of metadata — EXIF,
 * GPS, ICC comments — dropped) and stores it under a random name. Returns its public path.
 */
export async function storeAvatarImage(config: AppConfig, input: Buffer): Promise<string> {
  let out: Buffer;
  try {
    out = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(512, 512, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('We could not read that image. Please try another one.');
  }
  const dir = path.join(uploadsRoot(config), 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const file = path.join(dir, name);
  await writeFile(`${file}.tmp`, out, { mode: 0o644 });
  await rename(`${file}.tmp`, file);
  return `/uploads/avatars/${name}`;
}

/** The file behind an uploaded-avatar path, or null for anything else (predefined avatars, odd values). */
export function uploadedAvatarFile(config: AppConfig, avatarPath: string | null | undefined): string | null {
  if (!avatarPath || !UPLOADED_AVATAR.test(avatarPath)) return null;
  return path.join(uploadsRoot(config), avatarPath.slice('/uploads/'.length));
}

/** Deletes an uploaded avatar's file; predefined avatars and missing files are ignored. */
export async function removeUploadedAvatar(config: AppConfig, avatarPath: string | null | undefined): Promise<void> {
  const file = uploadedAvatarFile(config, avatarPath);
  if (file) await unlink(file).catch(() => undefined);
}

/** A registration's picture: re-encoded, stored, and remembered as pending until the registration claims it. */
export async function uploadRegistrationAvatar(db: Db, config: AppConfig, image: Buffer): Promise<string> {
  const avatar = await storeAvatarImage(config, image);
  await recordPendingUpload(db, avatar);
  return avatar;
}

/** Remembers a registration upload until an account claims it (or the clean-up removes it). */
export async function recordPendingUpload(db: Db, avatarPath: string): Promise<void> {
  await insertPendingUpload(db, avatarPath);
}

/**
 * Checks the avatar a registration names: a predefined one, or an upload that nobody has claimed yet
 * (claimed here, inside the registration's transaction). Anything else is refused.
 */
export async function claimRegistrationAvatar(db: Db, avatarPath: string): Promise<void> {
  if (PREDEFINED_AVATARS.includes(avatarPath)) return;
  const claimed = await deletePendingUpload(db, avatarPath);
  if (claimed !== 1) throw badRequest(avatarMessages.avatarNotChosen, { avatar: 'Please upload your photo again.' });
}

/** Deletes registration uploads that no account claimed within `olderThanMs` (default a day), rows and files. */
export async function pruneOrphanUploads(db: Db, config: AppConfig, olderThanMs = 24 * 60 * 60_000): Promise<number> {
  const rows = await deletePendingUploadsBefore(db, new Date(Date.now() - olderThanMs));
  for (const r of rows) await removeUploadedAvatar(config, r.name);
  return rows.length;
}
