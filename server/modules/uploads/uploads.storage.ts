import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';

// Where the pictures' bytes live: files under DATA_DIR/uploads/<folder>/ today. Only this file knows it; the door
// hands out public paths (`/uploads/<folder>/<name>`), so moving the bytes elsewhere changes nothing outside it.

/** The folders pictures are kept in: members' avatars, story photos, the admin's challenge and reward pictures. */
export type UploadFolder = 'avatars' | 'stories' | 'content';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};
const FOLDER = /^[a-z][a-z0-9-]{0,31}$/;
const NAME = /^[a-f0-9]{32}\.(webp|png|jpe?g|gif)$/;
const STORED = /^\/uploads\/(?:avatars|stories|content)\/[a-f0-9]{32}\.(?:webp|png|jpg|gif)$/;

/** DATA_DIR/uploads, where every picture lives under a random name. */
export function uploadsRoot(config: AppConfig): string {
  return path.resolve(config.dataDir, 'uploads');
}

/** Keeps a re-encoded WebP under a fresh random name in `folder`; returns its public path. */
export async function writeUpload(config: AppConfig, folder: UploadFolder, bytes: Buffer): Promise<string> {
  const dir = path.join(uploadsRoot(config), folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const file = path.join(dir, name);
  await writeFile(`${file}.tmp`, bytes, { mode: 0o644 });
  await rename(`${file}.tmp`, file);
  return `/uploads/${folder}/${name}`;
}

/** The file behind one of our public paths, or null for anything else (predefined avatars, foreign or odd values). */
export function uploadFileOf(config: AppConfig, publicPath: string | null | undefined): string | null {
  if (!publicPath || !STORED.test(publicPath)) return null;
  return path.join(uploadsRoot(config), publicPath.slice('/uploads/'.length));
}

/** Deletes the picture behind a public path; anything not ours, and a picture already gone, are ignored. */
export async function deleteUpload(config: AppConfig, publicPath: string | null | undefined): Promise<void> {
  const file = uploadFileOf(config, publicPath);
  if (file) await unlink(file).catch(() => undefined);
}

/** A stored picture to serve: its type (from the server-chosen name), its size and its bytes. */
export interface StoredUpload {
  type: string;
  size: number;
  body: ReadStream;
}

/**
 * The picture at `/uploads/<folder>/<name>` (or `/uploads/<name>` when `folder` is null), or null when the name is
 * not one the server chooses or nothing is kept there.
 */
export async function readUpload(config: AppConfig, folder: string | null, name: string): Promise<StoredUpload | null> {
  const m = NAME.exec(name);
  if (!m || (folder !== null && !FOLDER.test(folder))) return null;
  const root = uploadsRoot(config);
  const file = folder ? path.join(root, folder, name) : path.join(root, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { type: TYPES[m[1]], size: info.size, body: createReadStream(file) };
}
