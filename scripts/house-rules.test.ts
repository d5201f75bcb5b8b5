// The house rules that ESLint's import zones cannot see (docs/architecture.md › Zones; issue 9), checked on the
// source text so that a change breaking one fails `npm test`. Each rule names the files that break it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycles, moduleGraphs } from './module-graph';

const root = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'data', '.test-output', 'migrations', 'fixtures', 'public', '.git']);

/** Repository-relative paths of the files under `dir` whose names end with one of `endings`. */
function files(dir: string, endings: string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const d of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (SKIP.has(d.name)) continue;
      const child = `${rel}/${d.name}`;
      if (d.isDirectory()) walk(child);
      else if (endings.some((e) => d.name.endsWith(e))) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const isTest = (file: string) => /\.test\.tsx?$|\.e2e\.ts$/.test(file) || /\/test\//.test(file);
const source = (dir: string) => files(dir, ['.ts', '.tsx']).filter((f) => !isTest(f));

describe('house rules', () => {
  describe('server modules (decision 061)', () => {
    const modules = files('server/modules', ['.ts']);
    const graphs = moduleGraphs(new Map(modules.map((f) => [f, read(f)])));

    it('no module imports, through others, a module that imports it', () => {
      expect(graphs.modules.size).toBeGreaterThan(5);
      expect(describeCycles(graphs.modules)).toEqual([]);
    });

    it('no part of a module imports, through others, a part that imports it', () => {
      const found = [...graphs.parts].flatMap(([module, parts]) => describeCycles(parts).map((c) => `${module}: ${c}`));
      expect(found).toEqual([]);
    });

    // A module's shared query fragments are its `shared.queries.ts` (decision 061): the folder says whose they are.
    it("no two files share a name (a name says which file it is), but for each module's shared.queries.ts", () => {
      const byName = new Map<string, string[]>();
      for (const f of files('server/modules', ['']).filter((f) => path.basename(f) !== 'shared.queries.ts'))
        byName.set(path.basename(f), [...(byName.get(path.basename(f)) ?? []), f]);
      expect([...byName.values()].filter((same) => same.length > 1)).toEqual([]);
    });
  });

  it('only the users module writes the users table', () => {
    const writers = source('server').filter(
      (f) => !f.startsWith('server/modules/users/') && /\.(insert|update|delete)\(\s*users\b/.test(read(f)),
    );
    expect(writers).toEqual([]);
  });

  it('no production code asks whether it runs under test: the test config sets values instead', () => {
    const switches = [...source('server'), ...source('client'), ...source('common')].filter(
      (f) => f !== 'server/config.ts' && /\.env\s*[!=]==\s*'test'|NODE_ENV|process\.env\.VITEST/.test(read(f)),
    );
    expect(switches).toEqual([]);
  });

  it("the ripple owner's secret is ownerKey everywhere (only migration 0007 and its test name the old column)", () => {
    const left = [...files('server', ['.ts']), ...files('client', ['.ts', '.tsx']), ...files('common', ['.ts'])]
      .concat(files('scripts', ['.mjs', '.ts']), files('e2e', ['.ts']), files('docs', ['.md']))
      .filter((f) => f !== 'scripts/house-rules.test.ts' && !f.endsWith('owner-key-migration.test.ts'))
      .filter((f) => /admin_?token/i.test(read(f)) && !/migration 0007 renamed it in place/.test(read(f)));
    expect(left).toEqual([]);
  });

  it('routes write no answer text of their own: it comes from the shared message tables, through presenters', () => {
    const routes = files('server/modules', ['.routes.ts']).filter((f) => /\bmessage: ['`"]/.test(read(f)));
    expect(routes).toEqual([]);
  });

  it("only the like routes keep the caller's session through a change (decision 051: each opt-out is reviewed)", () => {
    const optedOut = source('server').filter((f) => /session: 'unchanged'/.test(read(f)));
    expect(optedOut).toEqual(['server/modules/stories/likes/likes.routes.ts']);
  });

  it('nothing registers itself when imported: no top-level push into a shared list', () => {
    const registries = [...source('server'), ...source('client')].filter((f) =>
      /^[A-Za-z_$][\w$.]*\.(push|unshift)\(/m.test(read(f)),
    );
    expect(registries).toEqual([]);
  });

  describe('client API files (client/features/*/api/, */admin/api/)', () => {
    const apiFiles = files('client/features', ['.ts']).filter(
      (f) => /\/api\/[^/]+\.ts$/.test(f) && !f.endsWith('.test.ts'),
    );
    const calls = (text: string) => [...text.matchAll(/\bapi(<[^(]*>)?\(/g)].map((m) => m[1] ?? '');

    it('call one endpoint each (helpers beside them call none)', () => {
      expect(apiFiles.length).toBeGreaterThan(50);
      const many = apiFiles.filter((f) => calls(read(f)).length > 1);
      expect(many).toEqual([]);
    });

    it('type every answer with the shared contract, never an inline or unknown type', () => {
      const inline = apiFiles.filter((f) =>
        calls(read(f)).some((type) => type === '' || /[{&]|\bunknown\b|\bany\b/.test(type)),
      );
      expect(inline).toEqual([]);
    });
  });

  it('every client form with fields uses react-hook-form (its rule from common/schemas, not hand checks)', () => {
    // The Audit Log's filter row narrows a list; it keeps no rule of the server's.
    const FILTERS = new Set(['client/features/audit/admin/components/audit-log.tsx']);
    const handMade = files('client', ['.tsx'])
      .filter((f) => !isTest(f) && !FILTERS.has(f))
      .filter((f) => {
        const text = read(f);
        return (
          text.includes('<form') &&
          /<Input|<Textarea|<textarea|<input|<select|SelectField|ChipPicker/.test(text) &&
          !/useForm[<(]/.test(text)
        );
      });
    expect(handMade).toEqual([]);
  });

  it('a button waiting on its request keeps the focus: pending={…}, never disabled={…} on the request', () => {
    // A disabled button drops the focus to the page (out of an open dialog, lost to a screen reader); the Button's
    // `pending` keeps it focusable and swallows the presses instead, and `disabled` stays for real unavailability.
    // The two Sign Out items close their menu and send the focus to its toggle as they are pressed, so they never
    // hold it when they turn unavailable; a menu opened again meanwhile shows the item unavailable, as menus do.
    const MENUS = new Set(['client/components/layout/mobile-menu.tsx', 'client/components/layout/user-menu.tsx']);
    const request = /\bisPending\b|\bisSubmitting\b|\bisFetching(NextPage)?\b|\bpending\b/;
    const found: string[] = [];
    for (const f of files('client', ['.tsx']).filter((f) => !MENUS.has(f))) {
      const text = read(f);
      for (const m of text.matchAll(/(?<![\w-])disabled=\{([^}]*)\}/g))
        if (request.test(m[1])) found.push(`${f}:${text.slice(0, m.index).split('\n').length}`);
    }
    expect(found).toEqual([]);
  });

  it('no test sleeps and then checks that nothing happened', () => {
    const sleep = /^\s*await (new Promise\(\(?\w*\)? => setTimeout\(\w+, \d+\)\)|sleep\(|\w+\.waitForTimeout\()/;
    const absence = /\.not\.|toHaveLength\(0\)|toEqual\(\[\]\)|toBe\(false\)|toBe\(0\)|toHaveLength\(before/;
    const found: string[] = [];
    for (const f of [...files('server', ['.test.ts']), ...files('client', ['.test.ts', '.test.tsx'])].concat(
      files('e2e', ['.e2e.ts']),
    )) {
      const lines = read(f).split('\n');
      lines.forEach((line, i) => {
        if (sleep.test(line) && lines.slice(i + 1, i + 4).some((next) => absence.test(next)))
          found.push(`${f}:${i + 1}`);
      });
    }
    expect(found).toEqual([]);
  });
});
