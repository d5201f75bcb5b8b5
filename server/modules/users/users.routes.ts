import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeDisplayNameInput, deleteAccountInput } from '../../../common/schemas/account';
import { PROFILE_AVATAR_UPLOAD } from '../../../common/schemas/avatars';
import { messageResponse } from '../../../common/schemas/common';
import { avatarResponse, displayNameResponse, publicUser, userIdParams } from '../../../common/schemas/users';
import { limit, perMember } from '../../plugins/rate-limit';
import { clearSessionCookie, requireUser } from '../../plugins/session';
import { readAvatarFile } from '../uploads/uploads.service';
import { usersAdminRoutes, type ManageUsersOptions } from './users.admin.routes';
import { USER_LIMITS } from './users.limits';
import { presentAccountDeleted, presentAvatar, presentDisplayName, presentPublicUser } from './users.presenter';
import {
  changeDisplayName,
  chooseAvatar,
  deleteAccount,
  getPublicUser,
  uploadAvatar,
  type AccountDeletionStep,
} from './users.profile.service';

/**
 * The signed-in member's own account (part 2: profile; the password change is the auth module's), public member
 * cards, and Manage Users.
 */
export const usersRoutes: FastifyPluginAsyncZod<
  ManageUsersOptions & {
    /** What each area removes or anonymises when a member deletes their account (server/composition.ts). */
    accountDeletionSteps?: readonly AccountDeletionStep[];
  }
> = async (app, opts) => {
  const perUser = (spec: (typeof USER_LIMITS)[keyof typeof USER_LIMITS]) => limit(app, { ...spec, key: perMember });

  // The same checks as registration (the shared schema, then assertDisplayNameAllowed); a held name is released.
  app.put(
    '/user/display-name',
    {
      config: { access: 'member' },
      schema: { body: changeDisplayNameInput, response: { 200: displayNameResponse } },
      preHandler: [perUser(USER_LIMITS.displayName)],
    },
    async (request) => {
      const account = await changeDisplayName(app.db, requireUser(request).id, request.body.displayName);
      return presentDisplayName(account);
    },
  );

  // A file (multipart) or a gallery choice (JSON `{ avatar }`).
  app.post(
    '/upload-avatar',
    {
      config: { access: 'member' },
      schema: { response: { 200: avatarResponse } },
      preHandler: [perUser(USER_LIMITS.avatarUpload)],
    },
    async (request) => {
      const user = requireUser(request);
      const avatar = request.isMultipart()
        ? await uploadAvatar(app.db, app.config, user.id, await readAvatarFile(request, PROFILE_AVATAR_UPLOAD))
        : await chooseAvatar(app.db, app.config, user.id, request.body);
      return presentAvatar(avatar);
    },
  );

  app.delete(
    '/user',
    {
      config: { access: 'member' },
      schema: { body: deleteAccountInput, response: { 200: messageResponse } },
    },
    async (request, reply) => {
      await deleteAccount(
        app.db,
        app.config,
        requireUser(request).id,
        request.body.username,
        opts.accountDeletionSteps,
      );
      app.stats.invalidate();
      clearSessionCookie(reply);
      return presentAccountDeleted();
    },
  );

  app.get(
    '/users/:id',
    { config: { access: 'member' }, schema: { params: userIdParams, response: { 200: publicUser } } },
    async (request) => {
      // Answered only to a signed-in member: no shared or browser cache may keep it.
      return presentPublicUser(await getPublicUser(app.db, request.params.id, requireUser(request).id));
    },
  );

  await app.register(usersAdminRoutes, {
    suspensionSteps: opts.suspensionSteps,
    dateOfBirthCorrection: opts.dateOfBirthCorrection,
  });
};
