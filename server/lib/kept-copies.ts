import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The channel every instance LISTENs on to drop the copies it keeps (decision 069): the payload is the kind of copy,
 * then `:` and which one when the kind has several (a ripple's seed code), or '' when anything may have changed.
 */
export const KEPT_COPY_CHANGES_CHANNEL = 'kr_cache_changes';

/** The kinds of kept copies a write can make stale on every instance (docs/architecture.md › Kept copies). */
export type KeptCopyKind = 'stories' | 'challenge' | 'settings' | 'ripple';

type Forget = (which: string) => void;

// Per database, as every kept copy that is not the app's own is (the settings, the current challenge): an instance
// is one process with one database; tests that build two instances on two handles get two registries.
const registries = new WeakMap<Db, Map<KeptCopyKind, Set<Forget>>>();

/**
 * Calls `forget` whenever copies of `kind` kept on this instance may be stale: after a change made here, and when
 * another instance announces one (with `which`, or '' for every one of the kind). Answers the unsubscribe.
 */
export function onKeptCopyChange(db: Db, kind: KeptCopyKind, forget: Forget): () => void {
  let registry = registries.get(db);
  if (!registry) registries.set(db, (registry = new Map()));
  let set = registry.get(kind);
  if (!set) registry.set(kind, (set = new Set()));
  set.add(forget);
  return () => void set.delete(forget);
}

/** Drops this instance's copies of `kind` (`which` of them, '' for all) without telling anyone. */
export function forgetKeptCopies(db: Db, kind: KeptCopyKind, which = ''): void {
  for (const forget of registries.get(db)?.get(kind) ?? []) forget(which);
}

/** Drops every copy this instance keeps (the listener came back: notices may have been missed). */
export function forgetAllKeptCopies(db: Db): void {
  for (const set of registries.get(db)?.values() ?? []) for (const forget of set) forget('');
}

/** Reads a notice's payload: the kind and which one, or null for '' and anything unknown (forget everything). */
export function parseKeptCopyNotice(payload: string): { kind: KeptCopyKind; which: string } | null {
  const colon = payload.indexOf(':');
  const kind = (colon < 0 ? payload : payload.slice(0, colon)) as KeptCopyKind;
  if (!['stories', 'challenge', 'settings', 'ripple'].includes(kind)) return null;
  return { kind, which: colon < 0 ? '' : payload.slice(colon + 1) };
}

/**
 * After a committed change: drops this instance's copies of `kind` at once, then tells every instance through
 * `kr_cache_changes` (delivered in milliseconds). A notice that cannot be sent is not the writer's failure: the
 * copies elsewhere still end with their lifetime (at most 1 s), and the writer's own next reads skip them anyway
 * (the 'fresh until' cookie, decision 069).
 */
export async function announceKeptCopyChange(db: Db, kind: KeptCopyKind, which = ''): Promise<void> {
  forgetKeptCopies(db, kind, which);
  const payload = which ? `${kind}:${which}` : kind;
  await db.execute(sql`select pg_notify(${KEPT_COPY_CHANGES_CHANNEL}, ${payload})`).catch(() => undefined);
}
