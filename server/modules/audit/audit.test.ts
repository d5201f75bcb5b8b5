import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { buildAdmin } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { recentAdminActions, recordAdminAction } from './audit.service';

const { t } = useTestApp();

describe('the admin audit log', () => {
  it('keeps a row only when the action’s transaction commits', async () => {
    const db = t.db as Db;
    const admin = await buildAdmin(db);
    await recordAdminAction(db, admin, 'challenge.create', { type: 'challenge', id: 7 }, { title: 'A' }, '10.0.0.1');
    await expect(
      db.transaction(async (tx) => {
        await recordAdminAction(tx, admin, 'challenge.update', { type: 'challenge', id: 7 }, {}, null);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const rows = await recentAdminActions(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      action: 'challenge.create',
      targetType: 'challenge',
      targetId: 7,
      changes: { title: 'A' },
      clientKey: '10.0.0.1',
    });
  });
});
