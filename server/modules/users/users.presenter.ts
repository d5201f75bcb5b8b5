import type { AvatarResponse, DisplayNameResponse, PublicUser } from '../../../common/schemas/users';
import type { MessageResponse } from '../../../common/schemas/common';
import { showDisplayName } from '../../../common/names';

/** A member's public card, field by field: never the e-mail, role or points. */
export function presentPublicUser(row: {
  id: number;
  displayName: string;
  avatar: string | null;
  createdAt: Date;
}): PublicUser {
  return {
    id: row.id,
    displayName: showDisplayName(row.displayName),
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The avatar a member now has (profile) or has uploaded (registration). */
export function presentAvatar(avatar: string): AvatarResponse {
  return { avatar };
}

/** The display name a member now has, as everyone sees it (the rename). */
export function presentDisplayName(account: { displayName: string }): DisplayNameResponse {
  return { displayName: showDisplayName(account.displayName) };
}

/** The answer of the account's deletion. */
export const presentAccountDeleted = (): MessageResponse => ({ message: 'Your account has been deleted' });
