import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedImage } from '../../../common/schemas/challenges';
import { badRequest } from '../../http-error';
import { limit, perMember } from '../../plugins/rate-limit';
import { readImageForm } from './uploads.forms';
import { UPLOAD_LIMITS } from './uploads.limits';
import { uploadContentImage } from './uploads.service';
import { adminActor } from '../audit/audit.service';

/** `POST /api/admin/images`: a challenge's or a reward's picture, kept under `/uploads/content/` and audited. */
export const uploadsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageLimit = limit(app, { ...UPLOAD_LIMITS.contentImage, key: perMember });

  app.post(
    '/admin/images',
    { config: { access: 'admin' }, schema: { response: { 201: uploadedImage } }, preHandler: imageLimit },
    async (request, reply) => {
      const actor = adminActor(request);
      const { image } = await readImageForm(request);
      if (!image) throw badRequest('Please choose an image to upload.', { image: 'Please choose an image to upload.' });
      return reply.code(201).send({ image: await uploadContentImage(app.db, app.config, actor, image) });
    },
  );
};
