import { PREDEFINED_AVATARS, avatarChoiceInput, avatarMessages } from '../../../common/schemas/avatars';
import { badRequest } from '../../http-error';

/** Whether a path names one of the drawn avatars everybody may choose. */
export function isPredefinedAvatar(avatar: string): boolean {
  return PREDEFINED_AVATARS.includes(avatar);
}

/**
 * A gallery choice (`{ avatar }`) names one of the drawn avatars, nothing else: not an upload (which would be
 * someone else's file), not a foreign URL. Answers the path, or throws the spec's 400.
 */
export function assertPredefinedAvatarChoice(body: unknown): string {
  const parsed = avatarChoiceInput.safeParse(body);
  if (!parsed.success || !isPredefinedAvatar(parsed.data.avatar)) {
    throw badRequest(avatarMessages.avatarInvalid, { avatar: avatarMessages.avatarInvalid });
  }
  return parsed.data.avatar;
}
