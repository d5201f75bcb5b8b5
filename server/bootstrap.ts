import type { AppConfig } from './config';
import type { DbHandle } from './db/client';
import { CONTACT_SWEEP_STEPS } from './composition';
import { runMigrations } from './db/migrate';
import { adminTakeoverWarning, ensureAdminAccount } from './modules/auth/auth.service';
import { sweepStoredContactDetails, type ContactSweepStep } from './modules/contact-guard/contact-guard.service';
import { ensureDefaultSettings } from './modules/settings/settings.service';
import { seedDemoContent, type DemoSeeder } from './seed/demo';

/**
 * Everything the database needs before the app serves: migrations, default settings, demo content, the admin
 * account, the one-off contact sweep. `warn` gets what the operator must not miss (an existing account taken over as
 * admin); it defaults to `log`. `opts.demoSeeders` are the features' sample content, `opts.contactSweepSteps` what
 * the sweep reads (the product's lists by default).
 */
export async function prepareDatabase(
  handle: DbHandle,
  config: AppConfig,
  log: (msg: string) => void,
  warn: (msg: string) => void = log,
  opts: { demoSeeders?: readonly DemoSeeder[]; contactSweepSteps?: readonly ContactSweepStep[] } = {},
): Promise<void> {
  await runMigrations(handle);
  await ensureDefaultSettings(handle.db);
  const wantDemo = config.demoContent === 'on' || (config.demoContent === 'auto' && handle.kind === 'pglite');
  if (wantDemo) {
    const seeded = await seedDemoContent(handle.db, {
      onlyIfEmpty: config.demoContent === 'auto',
      seeders: opts.demoSeeders,
    });
    if (seeded) log('demo content added to the empty database (DEMO_CONTENT=off turns this off)');
  }
  // After the demo seed (which only fills an empty database): ADMIN_EMAIL/ADMIN_PASSWORD make sure this admin
  // exists with this password. An existing account that changes ends all its sessions (decision 016); one
  // that is already an admin with this password is left alone, so a restart keeps the admin signed in.
  if (config.admin) {
    const { email } = config.admin;
    const result = await ensureAdminAccount(handle.db, { email, password: config.admin.password });
    const warning = adminTakeoverWarning(email, result, 'ADMIN_PASSWORD');
    if (warning)
      warn(
        result.action === 'updated'
          ? `${warning} (While ADMIN_PASSWORD is set it is the admin's password at every start.)`
          : warning,
      );
    else if (result.action !== 'unchanged') log(`admin account ${email}: ${result.action}`);
  }
  // Stored text from before the guard stood at every door (decision 053): hidden and queued for the team, once per
  // sweep version, under a lock so instances starting together sweep once.
  const hidden = await sweepStoredContactDetails(handle, opts.contactSweepSteps ?? CONTACT_SWEEP_STEPS);
  const count = hidden ? Object.values(hidden).reduce((a, b) => a + b, 0) : 0;
  if (count > 0) warn(`contact sweep: ${count} stored texts with contact details hidden for the review queue`);
}
