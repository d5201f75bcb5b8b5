import type { Db } from '../../db/client';
import { createCoalescingCache } from '../../lib/coalescing-cache';
import { announceKeptCopyChange, onKeptCopyChange } from '../../lib/kept-copies';
import { storyPage, type StoryPage } from '../../../common/schemas/stories';

/** Pages of the public story list (approved stories, the same for every viewer but admins) as JSON text. */
export interface StoryPageCache {
  /**
   * The page for `key` (its order, cursor and size), loaded by `load` when not kept or when the caller wrote a moment
   * ago (`fresh`, decision 069), checked against the contract.
   */
  json(key: string, load: () => Promise<StoryPage>, fresh?: boolean): Promise<string>;
  /** After a change to the list (a story approved, rejected or deleted, a comment added or removed): every instance forgets its pages. */
  changed(): Promise<void>;
  /** Stops hearing of changes (the app closes). */
  close(): void;
}

/**
 * The public list's pages kept per instance for `ttlMs` (config.cacheTtl.storyPageMs, 1 s), callers asking for the
 * same page at once sharing one read, as the ripple summary is: the Stories page's first pages are what everyone
 * opens. A like answers its own count to the card, so counts on a kept page may lag by up to `ttlMs`; a change that
 * adds or removes a story or a comment clears the pages here at once and on every other instance when its notice
 * arrives (`kr_cache_changes`, decision 069).
 */
export function createStoryPageCache(db: Db, opts: { ttlMs: number }): StoryPageCache {
  const cache = createCoalescingCache<string>({ ttlMs: opts.ttlMs, maxEntries: 500 });
  const read = async (load: () => Promise<StoryPage>) => JSON.stringify(storyPage.parse(await load()));
  const close = onKeptCopyChange(db, 'stories', () => cache.clearAll());
  return {
    json: (key, load, fresh) => (fresh ? read(load) : cache.getOrLoad(key, () => read(load))),
    changed: () => announceKeptCopyChange(db, 'stories'),
    close,
  };
}

/** What the story parts that show or change the public list are handed at registration: its kept pages. */
export interface StoryPartOptions {
  pages: StoryPageCache;
}
