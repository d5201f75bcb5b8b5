import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { documentTitle, PAGE_REDIRECTS, PAGES, SERVED_PAGES, servedPageKey, type PageInfo } from '../../common/pages';
import { clientDistDir } from '../paths';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (canonical and og:url); none for the 404 page. */
  url?: string;
  /** Absolute URL of the preview image. */
  image?: string;
  noindex?: boolean;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the web app's HTML shell, with page-specific meta tags when given (link previews, canonical). */
    sendSpa(meta: PageMeta, status?: number): FastifyReply;
  }
}

const HEAD_MARKER = '<!--app-head-->';

/** Renders the meta tags for a page; every value is escaped because it may contain user text. */
export function renderHead(meta: PageMeta): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  const u = meta.url === undefined ? undefined : escapeHtml(meta.url);
  const tags = [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    ...(u ? [`<link rel="canonical" href="${u}" />`] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="KindRipple" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    ...(u ? [`<meta property="og:url" content="${u}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
  ];
  if (meta.image) {
    const i = escapeHtml(meta.image);
    tags.push(`<meta property="og:image" content="${i}" />`, `<meta name="twitter:image" content="${i}" />`);
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}

/** The template with the head in place of the marker; a function, so `$&` or `$\`` in a note stay plain text. */
const withHead = (template: string, head: string) => template.replace(HEAD_MARKER, () => head);

/**
 * The key a page path is looked up by: lower case, without trailing slashes. A loop, not a regex: `/\/+$/` takes
 * quadratic time on a long run of slashes that does not end the path.
 */
export function pageKey(url: string): string {
  let end = url.length;
  while (end > 1 && url.charCodeAt(end - 1) === 47) end--;
  return url.slice(0, end).toLowerCase();
}

/** Serves the built client: hashed assets cached for a year (pre-compressed .br/.gz), and the HTML shell for client routes. */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { clientDir?: string }) => {
  const clientDir = opts.clientDir ?? clientDistDir;
  const indexPath = path.join(clientDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const image = `${app.config.publicUrl}/og-image.png`;
  const metaOf = (page: PageInfo, pathname?: string): PageMeta => ({
    title: documentTitle(page.title),
    description: page.description,
    url: pathname === undefined ? undefined : `${app.config.publicUrl}${pathname}`,
    image,
    noindex: page.noindex,
  });

  if (template) {
    // The built files are public; @fastify/static adds one route per file, which declare so here.
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await files.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          } else {
            res.setHeader('Cache-Control', 'public, max-age=3600');
          }
        },
      });
    });
  }

  /** The page in each encoding; the fixed pages (SERVED_PAGES and the 404 page) are kept, one per path. */
  type Encoded = { raw: string; br?: Buffer; gzip?: Buffer };
  const fixedPages = new Map<string, Encoded>();
  const encode = (page: Encoded, accepts: string): { body: string | Buffer; encoding?: 'br' | 'gzip' } => {
    if (/\bbr\b/.test(accepts)) {
      page.br ??= brotliCompressSync(page.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: page.br, encoding: 'br' };
    }
    if (/\bgzip\b/.test(accepts)) {
      page.gzip ??= gzipSync(page.raw);
      return { body: page.gzip, encoding: 'gzip' };
    }
    return { body: page.raw };
  };

  /** The shell of a page of SERVED_PAGES (by its canonical path), or of the 404 page (no path). */
  const fixedPage = (canonicalPath?: string): Encoded => {
    const key = canonicalPath ?? '404';
    let page = fixedPages.get(key);
    if (!page) {
      const info = canonicalPath === undefined ? PAGES.notFound : SERVED_PAGES[canonicalPath];
      page = { raw: withHead(template as string, renderHead(metaOf(info, canonicalPath))) };
      fixedPages.set(key, page);
    }
    return page;
  };

  const sendPage = (reply: FastifyReply, page: Encoded, status: number) => {
    reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    // The not-found handler is not a route, so @fastify/compress's per-route hook misses it: compress here.
    const { body, encoding } = encode(page, String(reply.request.headers['accept-encoding'] ?? ''));
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };
  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).type('text/plain; charset=utf-8').send('The web app has not been built yet: run `npm run build`.');

  app.decorateReply('sendSpa', function (this: FastifyReply, meta: PageMeta, status = 200) {
    if (!template) return notBuilt(this);
    return sendPage(this, { raw: withHead(template, renderHead(meta)) }, status);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'There is no such API endpoint.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'We could not find that.' });
    }
    // Missing files (a dot in the last segment) are plain 404s; other paths are pages of the web app.
    if (/\.[a-z0-9]{1,8}$/i.test(url) || url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // Paths are matched as the client's router matches them: any letter case, a trailing slash allowed.
    const key = pageKey(url);
    const target = PAGE_REDIRECTS[key];
    if (target) {
      const query = request.url.slice(url.length);
      return reply.redirect(`${target}${query}`, 301);
    }
    if (!template) return notBuilt(reply);
    // A path the app has no page for gets the app's 404 page with a real 404 status (no soft 404s for crawlers).
    const served = servedPageKey(key);
    if (served === undefined) return sendPage(reply, fixedPage(), 404);
    // A page with a `:param` path is one shell for all its addresses; its canonical is the address asked for.
    return served === key ? sendPage(reply, fixedPage(key), 200) : reply.sendSpa(metaOf(SERVED_PAGES[served], key));
  });
});
