import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_AVATAR_UPLOAD,
  avatarChoiceInput,
  avatarResponse,
  changePasswordInput,
  deleteAccountInput,
  messageResponse,
  publicUser,
} from '../../../common/schemas/auth';
import { PREDEFINED_AVATARS, authMessages } from '../../../common/schemas/auth';
import { badRequest } from '../../http-error';
import { clearSessionCookie, requireUser } from '../../plugins/session';
import { readAvatarFile, storeAvatarImage } from '../avatars/avatars.service';
import { LIMITS, limit } from '../auth/rate-limits';
import { changePassword, deleteAccount, getPublicUser, setAvatar } from './users.service';

/** The signed-in member's own account (part 2: profile), and public member cards. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before the body is read or validated: a guest learns nothing and uploads nothing.
  const signedIn = async (request: FastifyRequest) => void requireUser(request);
  const perUser = (spec: { name: string; max: number; windowMs: number }) => limit(app, { ...spec, key: (request) => (request.user ? String(request.user.id) : null) });

  app.post(
    '/user/change-password',
    {
      schema: { body: changePasswordInput, response: { 200: messageResponse } },
      onRequest: signedIn,
      preHandler: [perUser(LIMITS.changePasswordUser)],
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(app.db, app.config, user.id, request.sessionId, request.body.currentPassword, request.body.newPassword);
      return { message: 'Password changed successfully' };
    },
  );

  app.post(
    '/upload-avatar',
    {
      schema: { response: { 200: avatarResponse } },
      onRequest: signedIn,
      preHandler: [perUser(LIMITS.avatarUploadUser)],
    },
    async (request) => {
      const user = requireUser(request);
      if (request.isMultipart()) {
        const buf = await readAvatarFile(request, PROFILE_AVATAR_UPLOAD);
        const avatar = await storeAvatarImage(app.config, buf);
        return { avatar: await setAvatar(app.db, app.config, user.id, avatar) };
      }
      const parsed = avatarChoiceInput.safeParse(request.body);
      if (!parsed.success || !PREDEFINED_AVATARS.includes(parsed.data.avatar)) {
        throw badRequest(authMessages.avatarInvalid, { avatar: authMessages.avatarInvalid });
      }
      return { avatar: await setAvatar(app.db, app.config, user.id, parsed.data.avatar) };
    },
  );

  app.delete('/user', { onRequest: signedIn, schema: { body: deleteAccountInput, response: { 200: messageResponse } } }, async (request, reply) => {
    const user = requireUser(request);
    await deleteAccount(app.db, app.config, user.id, request.body.username);
    app.stats.invalidate();
    clearSessionCookie(reply);
    return { message: 'Your account has been deleted' };
  });

  app.get(
    '/users/:id',
    { schema: { params: z.object({ id: z.coerce.number({ error: 'Invalid user id' }).int('Invalid user id').positive('Invalid user id').max(2_147_483_647, 'Invalid user id') }), response: { 200: publicUser } } },
    async (request) => {
      requireUser(request);
      return getPublicUser(app.db, request.params.id);
    },
  );
};
