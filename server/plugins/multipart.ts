import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for uploads: one file per request and a few small fields. Each route reads the file
 * with its own size limit (`request.file({ limits: { fileSize } })`); this is the ceiling for all of them.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 },
  });
});
