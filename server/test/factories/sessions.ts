import type { Db } from '../../db/client';
import { createSession, type NewSession } from '../../modules/auth/auth.service';
import { buildUser, type BuildUserOptions, type BuiltUser } from './users';

/**
 * A live session, as a login makes it, for `user`; without one, for a new member built from `opts`. Returns the
 * member and the token a browser would hold.
 */
export async function buildSession(
  db: Db,
  opts: BuildUserOptions & { user?: BuiltUser } = {},
): Promise<NewSession & { user: BuiltUser }> {
  const { user: given, ...userOpts } = opts;
  const user = given ?? (await buildUser(db, userOpts));
  return { ...(await createSession(db, user.id)), user };
}
