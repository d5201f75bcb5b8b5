import type { Db } from '../../db/client';
import { buildUser, type BuildUserOptions } from './users';

/** An admin account (role set on the server side, as the admin set-up does). */
export function buildAdmin(db: Db, opts: Omit<BuildUserOptions, 'role'> = {}) {
  return buildUser(db, { displayName: 'Site Admin', ...opts, role: 'admin' });
}
