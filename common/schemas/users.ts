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
});
export type CurrentUser = z.infer<typeof currentUser>;
