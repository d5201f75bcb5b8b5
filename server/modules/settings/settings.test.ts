import { describe, expect, it } from 'vitest';
import { settingMessages } from '../../../common/schemas/settings';
import type { Db } from '../../db/client';
import { useTestApp } from '../../test/harness';
import { recentAdminActions } from '../audit/audit.service';
import { getNumericSettings, NUMERIC_SETTINGS } from './settings.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;

describe('admin settings', () => {
  it('refuse guests (401) and members (403), changing nothing', async () => {
    const { http: member } = await http.member();
    for (const [client, status] of [
      [http, 401],
      [member, 403],
    ] as const) {
      expect((await client.get('/api/admin/settings/starting_total_acts')).statusCode).toBe(status);
      expect((await client.post('/api/admin/settings', { key: 'starting_total_acts', value: '9' })).statusCode).toBe(
        status,
      );
    }
    expect((await getNumericSettings(db(), ['starting_total_acts'])).starting_total_acts).toBe(0);
  });

  it('answer each setting with its value and description, the default before any save', async () => {
    const { http: admin } = await http.admin();
    const res = await admin.get('/api/admin/settings/like_points_daily_cap_per_author');
    expect(res.json()).toEqual({
      key: 'like_points_daily_cap_per_author',
      value: '20',
      description: NUMERIC_SETTINGS.like_points_daily_cap_per_author.description,
    });
    expect((await admin.get('/api/admin/settings/nope')).statusCode).toBe(400);
  });

  it('save a starting total: the home totals show it at once, and the audit row keeps before and after', async () => {
    const { user, http: admin } = await http.admin();
    const before = (await http.get('/api/stats')).json();
    const saved = await admin.post('/api/admin/settings', { key: 'starting_total_acts', value: '1200' });
    expect(saved.json()).toMatchObject({ key: 'starting_total_acts', value: '1200', message: settingMessages.saved });
    const after = (await admin.get('/api/stats')).json();
    expect(after.totalActs - before.totalActs).toBe(1200);
    expect((await admin.get('/api/admin/settings/starting_total_acts')).json().value).toBe('1200');
    const [audit] = await recentAdminActions(db(), 1);
    expect(audit).toMatchObject({
      actorId: user.id,
      action: 'setting.update',
      targetType: 'setting',
      changes: { key: 'starting_total_acts', from: '0', to: '1200' },
    });
  });

  it('save the like-point caps, which the likes then read', async () => {
    const { http: admin } = await http.admin();
    await admin.post('/api/admin/settings', { key: 'like_points_daily_cap_per_liker', value: 3 });
    expect((await getNumericSettings(db(), ['like_points_daily_cap_per_liker'])).like_points_daily_cap_per_liker).toBe(
      3,
    );
  });

  it('refuse empty, negative, fractional and non-numeric values and unknown keys', async () => {
    const { http: admin } = await http.admin();
    for (const value of ['', ' ', '-1', '1.5', 'ten', null, '1e3']) {
      const res = await admin.post('/api/admin/settings', { key: 'starting_total_users', value });
      expect([res.statusCode, res.json().message], String(value)).toEqual([400, settingMessages.invalid]);
    }
    const unknown = await admin.post('/api/admin/settings', { key: 'admin_password', value: '1' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, settingMessages.unknownKey]);
    expect((await getNumericSettings(db(), ['starting_total_users'])).starting_total_users).toBe(0);
  });
});
