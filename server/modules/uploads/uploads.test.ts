import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { formData, testImage } from '../../test/form-data';
import { useTestApp, type TestHttp } from '../../test/harness';
import { recentAdminActions } from '../audit/audit.service';
import { uploadsRoot } from './uploads.storage';

// The uploads module's own routes: the admin's picture upload (`uploads.admin.routes.ts`) and serving every kept
// picture at /uploads/… (`uploads.routes.ts`). Avatars, story photos and the pictures' uses are proved by their areas.

const { t, http } = useTestApp();
const upload = (client: TestHttp, file?: Parameters<typeof formData>[1]) =>
  client.inject({ method: 'POST', url: '/api/admin/images', ...formData({}, file) });
const contentFiles = () => {
  try {
    return readdirSync(path.join(uploadsRoot(t.config), 'content'));
  } catch {
    return [];
  }
};

describe('POST /api/admin/images and serving /uploads/…', () => {
  it('keeps an admin’s picture under a server-chosen name, audited, and serves it so it can never run as a page', async () => {
    const { user: admin, http: client } = await http.admin();
    const res = await upload(client, { filename: '../evil.html', contentType: 'image/png', data: await testImage() });
    expect(res.statusCode).toBe(201);
    const { image } = res.json();
    expect(image).toMatch(/^\/uploads\/content\/[a-f0-9]{32}\.webp$/);
    expect((await recentAdminActions(t.db as Db, 5)).some((a) => a.actorId === admin.id)).toBe(true);

    const served = await http.get(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
  });

  it('answers 404 for any name the server did not choose', async () => {
    for (const url of [
      '/uploads/content/0123456789abcdef0123456789abcdef.webp',
      '/uploads/content/evil.html',
      '/uploads/secrets/0123456789abcdef0123456789abcdef.webp',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/avatars/..%2F..%2F..%2Fpackage.json',
    ]) {
      const res = await http.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/^image\//);
    }
  });

  it('refuses a file that is not a picture, and no file at all, keeping nothing', async () => {
    const { http: client } = await http.admin();
    const before = contentFiles().length;
    const text = await upload(client, { filename: 'a.png', contentType: 'image/png', data: Buffer.from('hello') });
    expect(text.statusCode).toBe(400);
    expect((await upload(client)).statusCode).toBe(400);
    expect(contentFiles().length).toBe(before);
  });

  it('is the team’s alone: a guest gets 401, a member 403, and nothing is kept', async () => {
    const before = contentFiles().length;
    const { http: member } = await http.member();
    const file = { filename: 'a.png', contentType: 'image/png', data: await testImage() };
    expect((await upload(http, file)).statusCode).toBe(401);
    expect((await upload(member, file)).statusCode).toBe(403);
    expect(contentFiles().length).toBe(before);
  });
});
