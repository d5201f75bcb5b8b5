import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_REDIRECTS, SERVED_PAGES } from '@common/pages';
import { routes } from './router';
import { NotFoundRoute } from './routes/not-found';

/** Pages whose HTML the ripples module builds from the database (link previews), not from SERVED_PAGES. */
const RIPPLE_PAGES = ['/r/:code', '/ripple/:code'];

function routePaths(list: RouteObject[], out: Array<{ path: string; notFound: boolean }> = []) {
  for (const r of list) {
    if (r.path && r.path !== '*') {
      out.push({ path: r.path, notFound: isValidElement(r.element) && r.element.type === NotFoundRoute });
    }
    if (r.children) routePaths(r.children, out);
  }
  return out;
}

describe("the server's list of pages", () => {
  const all = routePaths(routes);

  it('holds exactly the pages of the route table, so no page gets a 404 status and no missing page a 200', () => {
    const pages = all
      .filter((r) => !r.notFound && !(r.path in PAGE_REDIRECTS) && !RIPPLE_PAGES.includes(r.path))
      .map((r) => r.path);
    expect(['/', ...pages].sort()).toEqual(Object.keys(SERVED_PAGES).sort());
  });

  it('redirects only paths the route table redirects too', () => {
    for (const [from] of Object.entries(PAGE_REDIRECTS)) {
      const route = all.find((r) => r.path === from);
      expect(route, from).toBeDefined();
      expect(route?.notFound).toBe(false);
    }
  });
});
