import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};
const FOLDER = /^[a-z][a-z0-9-]{0,31}$/;
const NAME = /^[a-f0-9]{32}\.(webp|png|jpe?g|gif)$/;

/** What the uploads plugin is given at registration (by buildApp, from the avatars service). */
export interface UploadsPluginOptions {
  /** The folder user uploads live in (DATA_DIR/uploads). */
  root: string;
}

/**
 * Serves user uploads from the folder it is given: only server-chosen names (random hex + image extension), the
 * type from that extension, nosniff and a sandboxing CSP, so an upload can never run as a page.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: UploadsPluginOptions) => {
    const { root } = opts;

    async function send(reply: FastifyReply, folder: string | null, name: string) {
      const m = NAME.exec(name);
      if (!m || (folder !== null && !FOLDER.test(folder)))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const file = folder ? path.join(root, folder, name) : path.join(root, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('Content-Type', TYPES[m[1]])
        .header('Content-Length', String(info.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    }

    app.get<{ Params: { name: string } }>('/uploads/:name', { config: { access: 'public' } }, (request, reply) =>
      send(reply, null, request.params.name),
    );
    app.get<{ Params: { folder: string; name: string } }>(
      '/uploads/:folder/:name',
      { config: { access: 'public' } },
      (request, reply) => send(reply, request.params.folder, request.params.name),
    );
  },
  { name: 'uploads' },
);
