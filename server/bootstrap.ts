import type { AppConfig } from './config';
import type { DbHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureAdminAccount } from './modules/auth/admin-account';
import { ensureDefaultSettings } from './modules/settings/settings.service';
import { seedDemoContent } from './seed/demo';

/** Everything the database needs before the app serves: migrations, default settings, demo content, the admin account. */
export async function prepareDatabase(handle: DbHandle, config: AppConfig, log: (msg: string) => void): Promise<void> {
  await runMigrations(handle);
  await ensureDefaultSettings(handle.db);
  const wantDemo = config.demoContent === 'on' || (config.demoContent === 'auto' && handle.kind === 'pglite');
  if (wantDemo) {
    const seeded = await seedDemoContent(handle.db, { onlyIfEmpty: config.demoContent === 'auto' });
    if (seeded) log('demo content added to the empty database (DEMO_CONTENT=off turns this off)');
  }
  // After the demo seed (which only fills an empty database): ADMIN_EMAIL/ADMIN_PASSWORD make sure an admin exists.
  if (config.admin) {
    const result = await ensureAdminAccount(handle.db, { email: config.admin.email, password: config.admin.password });
    if (result.action !== 'unchanged') log(`admin account ${config.admin.email}: ${result.action}`);
  }
}
