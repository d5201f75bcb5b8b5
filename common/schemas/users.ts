import { z } from 'zod';

export const roles = ['member', 'admin'] as const;

/** The signed-in member as login, register and GET /api/user answer it. */
export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  points: z.number().int(),
  role: z.enum(roles),
  /** Whether the member confirmed their e-mail address (until then, only what a guest may do, and no mail). */
  emailVerified: z.boolean(),
  /**
   * Present (true) while the member's display name is held for carrying contact details: others see 'Kind member'
   * and the app asks for a new name (decision 054).
   */
  nameNeedsChange: z.literal(true).optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** GET /api/users/{id}: a member's id in the path. */
export const userIdParams = z.object({
  id: z.coerce
    .number({ error: 'Invalid user id' })
    .int('Invalid user id')
    .positive('Invalid user id')
    .max(2_147_483_647, 'Invalid user id'),
});

/** GET /api/users/{id}: what anyone signed in may see about a member (never the e-mail). */
export const publicUser = z.object({
  id: z.number().int(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** The avatar an upload or a gallery choice gave (registration upload, profile). */
export const avatarResponse = z.object({ avatar: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponse>;

/** PUT /api/user/display-name: the member's new name as everyone sees it (a held name is released with it). */
export const displayNameResponse = z.object({ displayName: z.string() });
export type DisplayNameResponse = z.infer<typeof displayNameResponse>;
