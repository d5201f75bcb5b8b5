import type { FastifyInstance, FastifyReply } from 'fastify';
import { readUpload } from './uploads.storage';

/**
 * Serves the kept pictures at `/uploads/…` (outside `/api`, mounted by `server/app.ts`): only server-chosen names
 * (random hex + image extension), the type from that name, nosniff and a sandboxing CSP, so an upload can never run
 * as a page; cached for a year, as a name is never reused.
 */
export async function uploadFiles(app: FastifyInstance) {
  async function send(reply: FastifyReply, folder: string | null, name: string) {
    const upload = await readUpload(app.config, folder, name);
    if (!upload) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('Content-Type', upload.type)
      .header('Content-Length', String(upload.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(upload.body);
  }

  app.get<{ Params: { name: string } }>('/uploads/:name', { config: { access: 'public' } }, (request, reply) =>
    send(reply, null, request.params.name),
  );
  app.get<{ Params: { folder: string; name: string } }>(
    '/uploads/:folder/:name',
    { config: { access: 'public' } },
    (request, reply) => send(reply, request.params.folder, request.params.name),
  );
}
