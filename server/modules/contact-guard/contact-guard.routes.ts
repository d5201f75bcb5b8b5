import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../common/schemas/common';
import { contactGuardMessages as M, holdIdParams } from '../../../common/schemas/contact-guard';
import { limit, perMember } from '../../plugins/rate-limit';
import { decideHold, type ContactSweepStep } from './contact-guard.service';
import { adminActor } from '../audit/audit.service';

const ADMIN_WRITE = { name: 'contact-hold-admin-write', max: 600, windowMs: 60 * 60_000 } as const;

/** The admin's restore or remove of a text the sweep hid (decision 053); each audited. Given the sweep's steps. */
export const contactGuardRoutes: FastifyPluginAsyncZod<{ steps: readonly ContactSweepStep[] }> = async (
  app,
  { steps },
) => {
  const adminWrite = limit(app, { ...ADMIN_WRITE, key: perMember });
  for (const decision of ['restore', 'remove'] as const)
    app.post(
      `/admin/contact-holds/:id/${decision}`,
      {
        config: { access: 'admin' },
        schema: { params: holdIdParams, response: { 200: messageResponse } },
        preHandler: adminWrite,
      },
      async (request) => {
        const actor = adminActor(request);
        await decideHold(app.db, steps, actor, { id: request.params.id, decision });
        return { message: decision === 'restore' ? M.restored : M.removed };
      },
    );
};
