import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  forgetAllKeptCopies,
  forgetKeptCopies,
  KEPT_COPY_CHANGES_CHANNEL,
  parseKeptCopyNotice,
} from '../lib/kept-copies';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves when this instance has acted on the next notice of `kr_cache_changes` with this payload (`stories`,
     * `ripple:<seed code>`...): tests wait for the notice of a write made through another instance, never a time.
     */
    nextKeptCopyNotice(payload: string): Promise<void>;
  }
}

/**
 * LISTENs once per instance on `kr_cache_changes` (decision 069) and drops what each notice names; a listener that
 * lost its connection, or came back (notices sent meanwhile are lost), drops everything this instance keeps.
 */
export const keptCopiesPlugin = fp(
  async (app: FastifyInstance) => {
    const waiting = new Set<{ payload: string; resolve: () => void }>();
    app.decorate(
      'nextKeptCopyNotice',
      (payload: string) => new Promise<void>((resolve) => waiting.add({ payload, resolve })),
    );
    const unlisten = await app.dbHandle.listen(
      KEPT_COPY_CHANGES_CHANNEL,
      (payload) => {
        const notice = parseKeptCopyNotice(payload);
        if (notice) forgetKeptCopies(app.db, notice.kind, notice.which);
        else forgetAllKeptCopies(app.db);
        for (const w of waiting)
          if (w.payload === payload) {
            waiting.delete(w);
            w.resolve();
          }
      },
      (err) => {
        forgetAllKeptCopies(app.db);
        app.log.warn({ err }, 'kept copy listener lost its connection');
      },
    );
    app.addHook('preClose', async () => {
      await unlisten().catch(() => undefined);
    });
  },
  { name: 'kept-copies' },
);
