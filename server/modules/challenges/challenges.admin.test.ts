import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { challengeMessages } from '../../../common/schemas/challenges';
import { storyMessages } from '../../../common/schemas/stories';
import type { Db } from '../../db/client';
import { buildChallenge } from '../../test/factories';
import { formData, testImage } from '../../test/form-data';
import { useTestApp, type TestHttp } from '../../test/harness';
import { recentAdminActions } from '../audit/audit.service';
import { uploadsRoot } from '../uploads/uploads.storage';

const { t, http } = useTestApp();
const db = () => t.db as Db;
const input = {
  title: 'Carry someone’s shopping',
  summary: 'Offer to carry shopping for someone who needs a hand.',
  startDate: '2026-12-01T08:00:00.000Z',
  endDate: '2026-12-15T08:00:00.000Z',
};
const contentFiles = () => {
  try {
    return readdirSync(path.join(uploadsRoot(t.config), 'content'));
  } catch {
    return [];
  }
};
const upload = (client: TestHttp, file?: Parameters<typeof formData>[1]) =>
  client.inject({ method: 'POST', url: '/api/admin/images', ...formData({}, file) });

describe('admin challenge calls', () => {
  it('refuse guests (401) and members (403)', async () => {
    const c = await buildChallenge(db());
    const { http: member } = await http.member();
    for (const [client, status] of [
      [http, 401],
      [member, 403],
    ] as const) {
      expect((await client.post('/api/challenges', input)).statusCode).toBe(status);
      expect((await client.patch(`/api/challenges/${c.id}`, { title: 'Changed title' })).statusCode).toBe(status);
      expect(
        (await upload(client, { filename: 'a.png', contentType: 'image/png', data: await testImage() })).statusCode,
      ).toBe(status);
    }
  });

  it('create with the spec’s defaults, stored in UTC, with an audit row', async () => {
    const { user: admin, http: client } = await http.admin();
    const res = await client.post('/api/challenges', { ...input, startDate: '2026-12-01T09:00:00+01:00' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: input.title,
      startDate: '2026-12-01T08:00:00.000Z',
      status: 'upcoming',
      basePoints: 50,
      bonusPoints: 25,
      completedCount: 0,
      image: null,
    });
    const [row] = await recentAdminActions(db(), 1);
    expect(row).toMatchObject({
      actorId: admin.id,
      action: 'challenge.create',
      targetType: 'challenge',
      targetId: created.id,
    });
  });

  it('answer bad input with the spec’s messages', async () => {
    const { http: client } = await http.admin();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...input, title: 'Hi' }, challengeMessages.titleMin],
      [{ ...input, summary: 'Too short' }, challengeMessages.summaryMin],
      [{ ...input, startDate: undefined }, challengeMessages.startRequired],
      [{ ...input, endDate: '2026-11-01T00:00:00Z' }, challengeMessages.endAfterStart],
      [{ ...input, basePoints: -5 }, challengeMessages.points],
      [{ ...input, image: 'https://tracker.example/pixel.png' }, challengeMessages.image],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/challenges', body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });

  it('edit any field, check the dates against the stored ones, and audit it', async () => {
    const c = await buildChallenge(db());
    const { http: client } = await http.admin();
    const res = await client.patch(`/api/challenges/${c.id}`, { status: 'completed', basePoints: 70 });
    expect(res.json()).toMatchObject({ status: 'completed', basePoints: 70 });
    const bad = await client.patch(`/api/challenges/${c.id}`, { endDate: '2000-01-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(challengeMessages.endAfterStart);
    expect((await client.patch('/api/challenges/999999', { title: 'Nothing here' })).statusCode).toBe(404);
    const [row] = await recentAdminActions(db(), 1);
    expect(row).toMatchObject({
      action: 'challenge.update',
      targetId: c.id,
      changes: { status: 'completed', basePoints: 70 },
    });
  });

  it('store a checked, re-encoded picture the challenge can use', async () => {
    const { http: client } = await http.admin();
    const res = await upload(client, { filename: 'p.jpg', contentType: 'image/jpeg', data: await testImage('jpeg') });
    expect(res.statusCode).toBe(201);
    const image = res.json().image;
    expect(image).toMatch(/^\/uploads\/content\/[a-f0-9]{32}\.webp$/);
    expect((await http.get(image)).headers['content-type']).toBe('image/webp');
    const created = await client.post('/api/challenges', { ...input, image });
    expect(created.json().image).toBe(image);
  });

  it('refuse a wrong-type or oversized picture and store nothing', async () => {
    const { http: client } = await http.admin();
    const before = contentFiles().length;
    const svg = await upload(client, {
      filename: 'x.png',
      contentType: 'image/png',
      data: Buffer.from('<svg onload="alert(1)"/>'),
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe(storyMessages.invalidFileType);
    const huge = Buffer.concat([await testImage(), Buffer.alloc(11 * 1024 * 1024)]);
    const big = await upload(client, { filename: 'big.png', contentType: 'image/png', data: huge });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(storyMessages.fileTooLarge);
    expect((await upload(client)).statusCode).toBe(400);
    expect(contentFiles().length).toBe(before);
  });
});
