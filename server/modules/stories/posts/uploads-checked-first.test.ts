import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import { buildChallenge, buildUser } from '../../../test/factories';
import { formData, testImage } from '../../../test/form-data';
import { useTestApp } from '../../../test/harness';
import { memberWithCompletion, storyBy } from '../../../test/story-world';

// Who may upload is decided before the picture is read or decoded: a request that will be refused costs no image
// work. The observable is every call into sharp (the one image library), counted by wrapping the real one.
const decoded = vi.hoisted(() => ({ calls: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharp }>()).default;
  const counted = ((...args: Parameters<typeof sharp>) => {
    decoded.calls++;
    return real(...args);
  }) as typeof sharp;
  return { default: Object.assign(counted, real) };
});

const { t, http } = useTestApp();
const db = () => t.db as Db;

/** A large real photo (noise does not compress): the kind of upload whose decoding costs real time. */
let bigPhoto: Buffer;
beforeAll(async () => {
  bigPhoto = await sharp({
    create: {
      width: 2400,
      height: 2400,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
});
beforeEach(() => {
  decoded.calls = 0;
});

const photo = () => ({ filename: 'big.jpg', contentType: 'image/jpeg', data: bigPhoto });
const notAPicture = { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('certainly not a picture') };
const edit = (client: typeof http, id: number, file = photo()) =>
  client.inject({ method: 'PUT', url: `/api/stories/${id}`, ...formData({ data: '{"content":"Mine now"}' }, file) });

describe('uploads are checked before the picture is touched', () => {
  it("refuses an edit of someone else's story (404) with no image work, before the file is even read", async () => {
    const { story } = await storyBy(db(), http);
    const stranger = http.as(await buildUser(db()));
    const res = await edit(stranger, story.id);
    expect(res.statusCode).toBe(404);
    expect(decoded.calls).toBe(0);
    // Not read either: a file that is no picture would have been a 400 had it been read first.
    expect((await edit(stranger, story.id, notAPicture)).statusCode).toBe(404);
  });

  it('refuses an edit of a missing story (404) and of an approved one (409) with no image work', async () => {
    expect((await edit(http.as(await buildUser(db())), 999_999)).statusCode).toBe(404);
    const { story, me } = await storyBy(db(), http, { status: 'approved' });
    expect((await edit(me, story.id)).statusCode).toBe(409);
    expect(decoded.calls).toBe(0);
  });

  it("still takes the author's own edit with its picture", async () => {
    const { story, me } = await storyBy(db(), http);
    const res = await edit(me, story.id, { filename: 'a.png', contentType: 'image/png', data: await testImage() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().story.image).toMatch(/^\/uploads\/stories\//);
  });

  it('refuses a story about a challenge not completed, and a completion already made, with no image work', async () => {
    const member = http.as(await buildUser(db()));
    const c = await buildChallenge(db());
    const post = await member.inject({
      method: 'POST',
      url: '/api/stories',
      ...formData({ data: JSON.stringify({ challengeId: c.id, content: 'I helped.' }) }, photo()),
    });
    expect(post.statusCode).toBe(400);
    const { challenge, me } = await memberWithCompletion(db(), http);
    const again = await me.inject({
      method: 'POST',
      url: '/api/challenges/complete-with-story',
      ...formData({ challengeId: String(challenge.id), story: 'Did it again' }, photo()),
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(decoded.calls).toBe(0);
  });

  it('refuses an avatar from a guest (401) and an admin picture from a member (403) with no image work', async () => {
    const guest = await http.upload('/api/upload-avatar', { ...photo(), field: 'avatar' });
    expect(guest.statusCode).toBe(401);
    const { http: member } = await http.member();
    const admin = await member.inject({ method: 'POST', url: '/api/admin/images', ...formData({}, photo()) });
    expect(admin.statusCode).toBe(403);
    expect(decoded.calls).toBe(0);
  });
});
