import { PREDEFINED_AVATARS, avatarMessages } from '../../../common/schemas/avatars';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../http-error';
import { recordAdminAction } from '../audit/audit.service';
import { encodeAvatar, encodePicture } from './uploads.images';
import { deletePendingUpload, deletePendingUploadsBefore, insertPendingUpload } from './uploads.queries';
import { deleteUpload, writeUpload } from './uploads.storage';

// The door of every picture (decision 063): avatars, story photos, challenge and reward pictures are read from the
// request, re-encoded and kept here, and served by `uploads.routes.ts`. Callers hold only public paths
// (`/uploads/<folder>/<name>`); where the bytes live is `uploads.storage.ts`'s alone.

export { readAvatarFile, readImageForm } from './uploads.forms';

/** Where a story, challenge or reward picture is kept: story photos, or the admin's content pictures. */
export type PictureFolder = 'stories' | 'content';

/** Re-encodes an avatar (a 512 px square WebP, no metadata) and keeps it under a random name; its public path. */
export async function storeAvatar(config: AppConfig, image: Buffer): Promise<string> {
  return writeUpload(config, 'avatars', await encodeAvatar(image));
}

/** Re-encodes a checked picture (auto-rotated, at most 1200 px a side, WebP, no metadata) and keeps it. */
export async function storePicture(config: AppConfig, image: Buffer, folder: PictureFolder): Promise<string> {
  return writeUpload(config, folder, await encodePicture(image));
}

/** `POST /api/admin/images`: a checked picture kept for a challenge or a reward; the upload is audited. */
export async function uploadContentImage(
  db: Db,
  config: AppConfig,
  actor: { id: number; clientKey: string | null },
  image: Buffer,
): Promise<string> {
  const path = await storePicture(config, image, 'content');
  await recordAdminAction(db, actor, 'image.upload', { type: 'image', id: null }, { image: path }, actor.clientKey);
  return path;
}

/** Deletes a kept picture by its public path; predefined avatars, foreign values and pictures already gone are ignored. */
export async function removeUpload(config: AppConfig, publicPath: string | null | undefined): Promise<void> {
  await deleteUpload(config, publicPath);
}

/** A registration's picture: re-encoded, kept, and remembered as pending until the registration claims it. */
export async function uploadRegistrationAvatar(db: Db, config: AppConfig, image: Buffer): Promise<string> {
  const avatar = await storeAvatar(config, image);
  await insertPendingUpload(db, avatar);
  return avatar;
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

/** Deletes registration uploads that no account claimed within `olderThanMs` (default a day), rows and pictures. */
export async function pruneOrphanUploads(db: Db, config: AppConfig, olderThanMs = 24 * 60 * 60_000): Promise<number> {
  const rows = await deletePendingUploadsBefore(db, new Date(Date.now() - olderThanMs));
  for (const r of rows) await removeUpload(config, r.name);
  return rows.length;
}
