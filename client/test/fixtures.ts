import { publicConfig as publicConfigContract } from '@common/schemas/meta';
import { currentUser } from '@common/schemas/users';
import { answerOf } from './contracts';

/** A signed-in member, as GET /api/user answers. */
export const member = answerOf(currentUser, {
  id: 7,
  username: 'ada@example.test',
  displayName: 'Ada Lovelace',
  avatar: null,
  points: 125,
  role: 'member',
  emailVerified: true,
});

/** A site admin (the role decides, not the id). */
export const admin = answerOf(currentUser, {
  id: 42,
  username: 'grace@example.test',
  displayName: 'Grace Hopper',
  avatar: '/avatars/3.png',
  points: 300,
  role: 'admin',
  emailVerified: true,
});

/** GET /api/config of a site that asks for no captcha. */
export const publicConfig = answerOf(publicConfigContract, {
  siteName: 'KindRipple',
  publicUrl: 'http://localhost',
  contactEmail: 'hello@kindripple.org',
  captchaProvider: 'none',
});
