import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { buildAdmin } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { recordAdminAction } from './audit.service';

const { t, http } = useTestApp();

/** An admin with a few actions on record, oldest first; `tag` keeps each test's rows its own. */
async function adminWithActions(tag: string) {
  const db = t.db as Db;
  const admin = await buildAdmin(db);
  await recordAdminAction(db, admin, `${tag}.create`, { type: tag, id: 1 }, { title: 'First' }, '10.0.0.1');
  await recordAdminAction(db, admin, `${tag}.update`, { type: tag, id: 1 }, { title: ['First', 'Second'] }, null);
  await recordAdminAction(db, admin, `${tag}.create`, { type: tag, id: 2 }, {}, null);
  await recordAdminAction(db, admin, `${tag}x.create`, { type: `${tag}x`, id: 2 }, {}, null);
  return admin;
}

describe('GET /api/admin/audit-log', () => {
  it('lists every row newest first with the admin, the target and what changed, paged on the server', async () => {
    const admin = await adminWithActions('challenge');
    const { http: client } = await http.admin();
    const res = await client.get('/api/admin/audit-log', { query: { actorId: String(admin.id) } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(body.items.map((i: { action: string }) => i.action)).toEqual([
      'challengex.create',
      'challenge.create',
      'challenge.update',
      'challenge.create',
    ]);
    expect(body.items[2]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      action: 'challenge.update',
      target: { type: 'challenge', id: 1 },
      changes: { title: ['First', 'Second'] },
      actor: { id: admin.id, displayName: admin.displayName, username: admin.username },
    });
    // The client address stays in the database.
    expect(JSON.stringify(body)).not.toContain('10.0.0.1');

    const page2 = (
      await client.get('/api/admin/audit-log', { query: { actorId: String(admin.id), pageSize: '3', page: '2' } })
    ).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].target).toEqual({ type: 'challenge', id: 1 });
  });

  it('filters by admin, by action (exact or a family) and by target', async () => {
    const admin = await adminWithActions('reward');
    const other = await adminWithActions('reward');
    const { http: client } = await http.admin();
    const list = async (query: Record<string, string>) =>
      (await client.get('/api/admin/audit-log', { query: { actorId: String(admin.id), ...query } })).json();

    expect((await list({})).total).toBe(4);
    expect((await list({ action: 'reward' })).total).toBe(3);
    expect((await list({ action: 'reward.create' })).total).toBe(2);
    expect((await list({ action: 'rewar' })).total).toBe(0);
    expect((await list({ targetType: 'reward', targetId: '1' })).total).toBe(2);
    expect((await list({ targetType: 'rewardx' })).total).toBe(1);
    const both = (await client.get('/api/admin/audit-log', { query: { action: 'reward.update' } })).json();
    expect(both.items.map((i: { actor: { id: number } }) => i.actor.id).sort()).toEqual([admin.id, other.id].sort());
    // '_' is no wildcard.
    expect((await list({ action: 'rewa_d' })).total).toBe(0);
  });

  it('offers the admins, actions and targets as filter choices', async () => {
    const admin = await adminWithActions('settings');
    const { http: client } = await http.admin();
    const res = await client.get('/api/admin/audit-log/filters');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admins).toContainEqual({ id: admin.id, displayName: admin.displayName });
    expect(body.actions).toEqual(expect.arrayContaining(['settings.create', 'settings.update']));
    expect(body.targetTypes).toEqual(expect.arrayContaining(['settings', 'settingsx']));
  });

  it('refuses bad input', async () => {
    const { http: client } = await http.admin();
    for (const query of <Record<string, string>[]>[
      { page: '0' },
      { page: 'two' },
      { pageSize: '101' },
      { actorId: 'abc' },
      { actorId: '-1' },
      { targetId: '1.5' },
      { action: "x'; drop table users" },
      { targetType: 'a'.repeat(65) },
    ]) {
      const res = await client.get('/api/admin/audit-log', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('is for admins only: a guest gets 401 and a member 403', async () => {
    const { http: member } = await http.member();
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/filters']) {
      expect((await http.get(url)).statusCode).toBe(401);
      expect((await member.get(url)).statusCode).toBe(403);
    }
  });

  it('has no route that edits or deletes a row', () => {
    const writes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/audit-log') && r.method !== 'GET');
    expect(writes.filter((r) => r.method !== 'HEAD')).toEqual([]);
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      expect(t.app.hasRoute({ method, url: '/api/admin/audit-log/:id' })).toBe(false);
    }
  });
});
