import { createCoalescingCache } from '../../lib/coalescing-cache';
import { storyPage, type StoryPage } from '../../../common/schemas/stories';

/** Pages of the public story list (approved stories, the same for every viewer but admins) as JSON text. */
export interface StoryPageCache {
  /** The page for `key` (its order, cursor and size), loaded by `load` when not kept, checked against the contract. */
  json(key: string, load: () => Promise<StoryPage>): Promise<string>;
  /** Forgets every kept page (a story approved, rejected or deleted, a comment added or removed). */
  clear(): void;
}

/**
 * The public list's pages kept per instance for `ttlMs` (config.cacheTtl.storyPageMs, 1 s), callers asking for the
 * same page at once sharing one read, as the ripple summary is: the Stories page's first pages are what everyone
 * opens. A like answers its own count to the card, so counts on a kept page may lag by up to `ttlMs`; changes made
 * on this instance that add or remove a story or a comment clear it at once.
 */
export function createStoryPageCache(opts: { ttlMs: number }): StoryPageCache {
  const cache = createCoalescingCache<string>({ ttlMs: opts.ttlMs, maxEntries: 500 });
  return {
    json: (key, load) => cache.getOrLoad(key, async () => JSON.stringify(storyPage.parse(await load()))),
    clear: () => cache.clearAll(),
  };
}

/** What the story parts that show or change the public list are handed at registration: its kept pages. */
export interface StoryPartOptions {
  pages: StoryPageCache;
}
