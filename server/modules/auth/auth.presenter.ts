import type { CurrentUser } from '../../../common/schemas/users';

/** The member as login, register and GET /api/user answer it, field by field (never the hash). */
export function presentCurrentUser(u: { id: number; username: string; displayName: string; avatar: string | null; points: number; role: 'member' | 'admin' }): CurrentUser {
  return { id: u.id, username: u.username, displayName: u.displayName, avatar: u.avatar, points: u.points, role: u.role };
}
