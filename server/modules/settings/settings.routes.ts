import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saveSettingInput,
  saveSettingResponse,
  setting,
  settingKeyParams,
  settingMessages,
} from '../../../common/schemas/settings';
import { limit, perMember } from '../../plugins/rate-limit';
import { SETTINGS_LIMITS } from './settings.limits';
import { readSetting, saveSetting } from './settings.service';
import { adminActor } from '../audit/audit.service';

/** The Settings tab (admin): the starting totals of the home page and the daily like-point caps. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeLimit = limit(app, { ...SETTINGS_LIMITS.adminWrite, key: perMember });

  app.get(
    '/admin/settings/:key',
    { config: { access: 'admin' }, schema: { params: settingKeyParams, response: { 200: setting } } },
    async (request) => {
      return readSetting(app.db, request.params.key);
    },
  );

  app.post(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: { body: saveSettingInput, response: { 200: saveSettingResponse } },
      preHandler: writeLimit,
    },
    async (request) => {
      const saved = await saveSetting(app.db, adminActor(request), request.body);
      // This instance's home totals are read anew at once; other instances within their cache time.
      app.stats.invalidate();
      return { ...saved, message: settingMessages.saved };
    },
  );
};
