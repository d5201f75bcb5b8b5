import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../common/schemas/account';
import { PROFILE_AVATAR_UPLOAD, REGISTER_AVATAR_UPLOAD, avatarMessages } from '../../../common/schemas/avatars';
import { passwordResets, pendingAvatarUploads, sessions, users } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { uniqueEmail, useTestApp, type TestHttp, type UploadFile } from '../../test/harness';
import { pruneOrphanUploads } from '../uploads/uploads.service';
import { uploadsRoot } from '../uploads/uploads.storage';

const { t, http } = useTestApp();
beforeAll(() => rmSync(uploadsRoot(t.config), { recursive: true, force: true }));
afterAll(() => rmSync(uploadsRoot(t.config), { recursive: true, force: true }));

const PASSWORD = 'Warm-Blanket-36';
const avatarsDir = () => path.join(uploadsRoot(t.config), 'avatars');
const storedFiles = () => (existsSync(avatarsDir()) ? readdirSync(avatarsDir()) : []);

async function png(size = 64) {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#DC143C' } })
    .png()
    .toBuffer();
}
async function jpegWithGps() {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#3366aa' } })
    .withExif({
      IFD0: { Copyright: 'secret-camera-owner', Artist: 'Jane Doe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}
const registerUpload = (file: UploadFile) => http.upload('/api/register/upload-avatar', file);
const login = (username: string, password: string) => http.post('/api/login', { username, password });

describe('POST /api/register/upload-avatar', () => {
  it('re-encodes the image under a random name, strips GPS and other metadata, and records it as pending', async () => {
    const before = storedFiles().length;
    const res = await registerUpload({
      filename: '../../../etc/passwd.jpg',
      contentType: 'image/jpeg',
      data: await jpegWithGps(),
    });
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json();
    expect(avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    expect(storedFiles()).toHaveLength(before + 1);
    const file = path.join(avatarsDir(), path.basename(avatar));
    // The '../' in the client's file name played no part: the file is inside DATA_DIR/uploads/avatars.
    expect(path.dirname(file)).toBe(avatarsDir());
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(readFileSync(file).includes(Buffer.from('Jane Doe'))).toBe(false);
    expect(await t.db.select().from(pendingAvatarUploads).where(eq(pendingAvatarUploads.name, avatar))).toHaveLength(1);

    // Served as an image with nosniff; a registration can then claim it once.
    const served = await http.get(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const reg = await http.post('/api/register', {
      username: uniqueEmail('uploader'),
      password: PASSWORD,
      displayName: 'Up',
      avatar,
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().avatar).toBe(avatar);
    const second = await http.post('/api/register', {
      username: uniqueEmail('thief'),
      password: PASSWORD,
      displayName: 'Thief',
      avatar,
    });
    expect(second.statusCode).toBe(400);
  });

  it('refuses an HTML page or an SVG renamed to .png, and stores nothing', async () => {
    const before = storedFiles().length;
    const html = await registerUpload({
      filename: 'cute.png',
      contentType: 'image/png',
      data: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(REGISTER_AVATAR_UPLOAD.wrongType);
    const svg = await registerUpload({
      filename: 'cute.png',
      contentType: 'image/png',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    });
    expect(svg.statusCode).toBe(400);
    const webp = await registerUpload({
      filename: 'a.webp',
      contentType: 'image/webp',
      data: await sharp(await png())
        .webp()
        .toBuffer(),
    });
    expect(webp.statusCode).toBe(400); // registration takes JPG, PNG or GIF only (part 1 §5)
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a file over 2 MB with 413, and a request without a file with 400', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await registerUpload({
      filename: 'big.png',
      contentType: 'image/png',
      data: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(REGISTER_AVATAR_UPLOAD.tooLarge);
    const wrongField = await registerUpload({
      field: 'photo',
      filename: 'a.png',
      contentType: 'image/png',
      data: await png(),
    });
    expect(wrongField.statusCode).toBe(400);
  });

  it('refuses a truncated image that only starts like one', async () => {
    const res = await registerUpload({
      filename: 'a.png',
      contentType: 'image/png',
      data: (await png()).subarray(0, 40),
    });
    expect(res.statusCode).toBe(400);
  });

  it('orphaned registration uploads are cleaned up after a day', async () => {
    const res = await registerUpload({
      filename: 'a.png',
      contentType: 'image/png',
      data: await png(),
    });
    const { avatar } = res.json();
    const file = path.join(avatarsDir(), path.basename(avatar));
    expect(existsSync(file)).toBe(true);
    expect(await pruneOrphanUploads(t.db, t.config)).toBe(0);
    await t.db
      .update(pendingAvatarUploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(pendingAvatarUploads.name, avatar));
    expect(await pruneOrphanUploads(t.db, t.config)).toBe(1);
    expect(existsSync(file)).toBe(false);
  });
});

describe('POST /api/upload-avatar (profile)', () => {
  const upload = (client: TestHttp, file: UploadFile) => client.upload('/api/upload-avatar', file);

  it('takes a gallery choice as JSON', async () => {
    const { http: member } = await http.member();
    const res = await member.post('/api/upload-avatar', { avatar: '/avatars/7.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ avatar: '/avatars/7.png' });
    expect((await member.get('/api/user')).json().avatar).toBe('/avatars/7.png');
  });

  it('takes an uploaded file (WebP too) and removes the previous upload', async () => {
    const { http: member } = await http.member();
    const first = await upload(member, {
      filename: 'me.webp',
      contentType: 'image/webp',
      data: await sharp(await png(300))
        .webp()
        .toBuffer(),
    });
    expect(first.statusCode).toBe(200);
    const firstFile = path.join(avatarsDir(), path.basename(first.json().avatar));
    expect(existsSync(firstFile)).toBe(true);
    const second = await upload(member, {
      filename: 'me.gif',
      contentType: 'image/gif',
      data: await sharp(await png())
        .gif()
        .toBuffer(),
    });
    expect(second.statusCode).toBe(200);
    expect((await member.get('/api/user')).json().avatar).toBe(second.json().avatar);
    expect(existsSync(firstFile)).toBe(false);
  });

  it("refuses someone else's upload, a foreign URL, a non-image and a guest", async () => {
    const { http: member } = await http.member();
    for (const avatar of [`/uploads/avatars/${'b'.repeat(32)}.webp`, 'https://evil.example/a.png', '/avatars/99.png']) {
      const res = await member.post('/api/upload-avatar', { avatar });
      expect(res.statusCode, avatar).toBe(400);
      expect(res.json()).toEqual({
        message: avatarMessages.avatarInvalid,
        errors: { avatar: avatarMessages.avatarInvalid },
      });
    }
    const txt = await upload(member, {
      filename: 'x.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('GIF89a but actually text? no: plain text'),
    });
    expect(txt.statusCode).toBe(400);
    const html = await upload(member, {
      filename: 'x.png',
      contentType: 'image/png',
      data: Buffer.from('<!doctype html><p>hi</p>'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(PROFILE_AVATAR_UPLOAD.wrongType);
    expect((await http.post('/api/upload-avatar', { avatar: '/avatars/2.png' })).statusCode).toBe(401);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { http: member } = await http.member();
    const res = await upload(member, {
      filename: 'big.png',
      contentType: 'image/png',
      data: Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PROFILE_AVATAR_UPLOAD.tooLarge);
  });
});

describe('DELETE /api/user', () => {
  const del = (client: TestHttp, username?: string) =>
    client.delete('/api/user', username === undefined ? {} : { username });

  it('needs the exact username, then removes the account, its sessions, reset links and uploaded avatar', async () => {
    const { user, http: member } = await http.member({ password: PASSWORD });
    const uploaded = await member.upload('/api/upload-avatar', {
      filename: 'me.png',
      contentType: 'image/png',
      data: await png(),
    });
    const file = path.join(avatarsDir(), path.basename(uploaded.json().avatar));
    // An open reset link, as the forgot-password form makes it.
    expect((await http.post('/api/auth/forgot-password', { email: user.username })).statusCode).toBe(200);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(1);

    const wrong = await del(member, 'someone-else@example.test');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountMessages.deleteConfirm);
    expect((await del(member)).json().message).toBe(accountMessages.deleteConfirm);

    const res = await del(member, user.username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted' });
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(0);
    expect(existsSync(file)).toBe(false);
    expect((await member.get('/api/user')).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
  });

  it('deletes only the signed-in member, never the one named in the body', async () => {
    const victim = await http.member();
    const attacker = await http.member();
    const res = await del(attacker.http, victim.user.username);
    expect(res.statusCode).toBe(400);
    expect((await victim.http.get('/api/user')).statusCode).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    expect((await del(http, 'a@b.test')).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('shows public fields only, never the e-mail, role or points, and is never cached', async () => {
    const { http: viewer } = await http.member();
    const target = await buildUser(t.db, {
      displayName: 'Public Person',
      points: 120,
      role: 'admin',
      avatar: '/avatars/3.png',
    });
    const res = await viewer.get(`/api/users/${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      id: target.id,
      displayName: 'Public Person',
      avatar: '/avatars/3.png',
      createdAt: target.createdAt.toISOString(),
    });
    expect(res.body).not.toContain(target.username);
  });

  it('shows no other member the card of an unconfirmed member (404, as for an unknown id), only the member', async () => {
    const { http: viewer } = await http.member();
    const { user: newcomer, http: own } = await http.member({
      emailVerified: false,
      displayName: 'Your account is locked: call 555 0100',
    });
    const res = await viewer.get(`/api/users/${newcomer.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This user profile could not be found or is no longer available.' });
    const profile = await viewer.get(`/api/connections/user-profile/${newcomer.id}`);
    expect(profile.statusCode).toBe(404);
    expect(profile.body).not.toContain('locked');
    expect((await own.get(`/api/users/${newcomer.id}`)).json()).toMatchObject({ id: newcomer.id });
    expect((await own.get(`/api/connections/user-profile/${newcomer.id}`)).statusCode).toBe(200);
    // Confirmed, the same member is shown to everyone.
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, newcomer.id));
    expect((await viewer.get(`/api/users/${newcomer.id}`)).json()).toMatchObject({ id: newcomer.id });
  });

  it('answers 404 for an unknown member, 400 for a bad id and 401 for a guest', async () => {
    const { http: viewer } = await http.member();
    const missing = await viewer.get('/api/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This user profile could not be found or is no longer available.');
    expect(missing.headers['cache-control']).toBe('no-store');
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const res = await viewer.get(`/api/users/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toBe('Invalid user id');
    }
    expect((await http.get('/api/users/1')).statusCode).toBe(401);
  });
});

describe('uploads are served safely', () => {
  it('only server-chosen names under DATA_DIR/uploads', async () => {
    for (const url of [
      '/uploads/avatars/..%2f..%2fpackage.json',
      '/uploads/../package.json',
      '/uploads/avatars/x.html',
      `/uploads/AVATARS/${'a'.repeat(32)}.webp`,
    ]) {
      const res = await http.get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
