import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The two paging shapes (decision 065): a member's list pages as `{ items, nextCursor }` (a string, or null at the
// end), an admin table as `{ items, total, page, pageSize }` (whole numbers). Every contract in common/schemas is
// walked, nested objects, arrays, unions and wrappers included; any object with `items` must be exactly one of the
// two, so a list cannot grow a third shape, and nothing that is not a page may call its list `items`.

const dir = import.meta.dirname;

/** Every contract file (tests aside), as a path relative to this folder. */
function contractFiles(rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
    const child = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) return contractFiles(child);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [child] : [];
  });
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: unknown): Def | undefined =>
  s && typeof s === 'object' && '_zod' in s ? ((s as { _zod: { def: Def } })._zod.def as Def) : undefined;

/** What a schema answers once its wrappers are taken off (optional, nullable, default, a pipe's output...). */
function unwrap(s: unknown): Def | undefined {
  let d = defOf(s);
  for (let i = 0; d && i < 20; i++) {
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type))
      d = defOf(d.innerType);
    else if (d.type === 'pipe') d = defOf(d.out) ?? defOf(d.in);
    else if (d.type === 'lazy') d = defOf((d.getter as () => unknown)());
    else break;
  }
  return d;
}

const PAGE_SHAPES = [
  ['items', 'nextCursor'],
  ['items', 'page', 'pageSize', 'total'],
] as const;

/** What is wrong with an object that has `items`, or nothing. */
function pageProblem(shape: Record<string, unknown>): string | null {
  const keys = Object.keys(shape).sort();
  const match = PAGE_SHAPES.find((p) => p.length === keys.length && p.every((k, i) => k === keys[i]));
  if (!match) return `keys ${keys.join(', ')}`;
  if (unwrap(shape.items)?.type !== 'array') return 'items is not an array';
  if (match.length === 2) {
    const cursor = defOf(shape.nextCursor);
    const inner = cursor?.type === 'nullable' ? unwrap(cursor.innerType) : cursor;
    if (!['string', 'null'].includes(inner?.type ?? '')) return 'nextCursor is not a string or null';
    if (cursor?.type !== 'nullable' && cursor?.type !== 'null') return 'nextCursor cannot be null';
  } else
    for (const k of ['total', 'page', 'pageSize'])
      if (unwrap(shape[k])?.type !== 'number') return `${k} is not a number`;
  return null;
}

/** Every object with `items` reachable from `schema`, each with what is wrong with it (null when it is a page). */
function walk(schema: unknown, where: string, seen = new Set<unknown>()): { where: string; problem: string | null }[] {
  const d = unwrap(schema);
  if (!d || seen.has(d)) return [];
  seen.add(d);
  const found: { where: string; problem: string | null }[] = [];
  if (d.type === 'object') {
    const shape = d.shape as Record<string, unknown>;
    if ('items' in shape) found.push({ where, problem: pageProblem(shape) });
    for (const [k, v] of Object.entries(shape)) found.push(...walk(v, `${where}.${k}`, seen));
  } else if (d.type === 'array') found.push(...walk(d.element, `${where}[]`, seen));
  else if (d.type === 'union' || d.type === 'intersection')
    for (const [i, o] of ((d.options as unknown[]) ?? [d.left, d.right]).entries())
      found.push(...walk(o, `${where}|${i}`, seen));
  else if (d.type === 'record') found.push(...walk(d.valueType, `${where}{}`, seen));
  return found;
}

/** Every exported contract and helper that makes one (a page of T), called with a stand-in item. */
async function contracts() {
  const out: { where: string; problem: string | null }[] = [];
  for (const file of contractFiles()) {
    const mod = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const schema =
        typeof value === 'function' && value.length === 1 ? tryPage(value as (...a: unknown[]) => unknown) : value;
      out.push(...walk(schema, `${file} › ${name}`));
    }
  }
  return out;
}

/** A function of one schema that answers a schema (`adminPage(item)`, `cursorPage(item)`), or nothing. */
function tryPage(make: (...a: unknown[]) => unknown): unknown {
  try {
    return make(z.object({ id: z.number() }));
  } catch {
    return undefined;
  }
}

describe('every list answers in one of the two paging shapes', () => {
  it('any contract with `items` is exactly { items, nextCursor } or { items, total, page, pageSize }', async () => {
    const found = await contracts();
    // Both shapes are in use, by their helpers and by named pages.
    expect(found.filter((f) => f.problem === null).length).toBeGreaterThan(10);
    expect(found.filter((f) => f.problem !== null).map((f) => `${f.where}: ${f.problem}`)).toEqual([]);
  });

  it('the walk refuses a third shape, a cursor that cannot end, and a page hidden inside another answer', () => {
    const problems = (s: unknown) => walk(s, 'x').map((f) => f.problem);
    const item = z.object({ id: z.number() });
    expect(problems(z.object({ items: z.array(item) }))).toEqual(['keys items']);
    expect(problems(z.object({ items: z.array(item), nextCursor: z.string() }))).toEqual(['nextCursor cannot be null']);
    expect(problems(z.object({ items: z.array(item), total: z.number() }))).toEqual(['keys items, total']);
    expect(problems(z.object({ list: z.object({ items: z.array(item), count: z.number() }) }).optional())).toEqual([
      'keys count, items',
    ]);
    expect(problems(z.object({ items: z.array(item), nextCursor: z.string().nullable() }))).toEqual([null]);
    expect(
      problems(z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() })),
    ).toEqual([null]);
  });
});
