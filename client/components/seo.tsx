import { useEffect } from 'react';
import { documentTitle } from '@common/pages';
import { usePublicConfig } from '@/lib/public-config';

function upsert(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

function meta(name: string, value: string, key: 'name' | 'property' = 'name') {
  const create = () => {
    const m = document.createElement('meta');
    m.setAttribute(key, name);
    return m;
  };
  upsert(`meta[${key}="${name}"]`, create, 'content', value);
}

function canonical(href: string) {
  const create = () => {
    const l = document.createElement('link');
    l.rel = 'canonical';
    return l;
  };
  upsert('link[rel="canonical"]', create, 'href', href);
}

/** Sets the page's title, description, canonical URL (none without a path: the 404 page) and robots rule. */
export function Seo({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  path?: string;
  noindex?: boolean;
}) {
  const { data: config } = usePublicConfig();
  const base = config?.publicUrl ?? window.location.origin;
  useEffect(() => {
    const fullTitle = documentTitle(title);
    document.title = fullTitle;
    meta('description', description);
    meta('og:title', fullTitle, 'property');
    meta('og:description', description, 'property');
    if (path === undefined) {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      document.head.querySelector('meta[property="og:url"]')?.remove();
    } else {
      const url = `${base}${path}`;
      meta('og:url', url, 'property');
      canonical(url);
    }
    const robots = document.head.querySelector('meta[name="robots"]');
    if (noindex) meta('robots', 'noindex');
    else robots?.remove();
  }, [title, description, path, noindex, base]);
  return null;
}
