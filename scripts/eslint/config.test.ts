// The limits of eslint.config.js as ESLint applies them to made-up files: file names, file size and where the
// module-door rule runs (decision 061).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules the repository's config reports for `code` in a file at `rel` (repository-relative). */
async function rulesBroken(rel: string, code = 'export const a = 1;\n'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, rel), warnIgnored: false });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** The names the config accepts are exactly those of this pattern (decision 061). */
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*\.(ts|tsx|mjs)$/;

// Each file is linted with the whole config: slow on a busy machine.
describe('eslint.config.js', { timeout: 120_000 }, () => {
  it('accepts exactly the file names of the pattern', async () => {
    const names = [
      ...['ripples.service.ts', 'connections.admin.routes.ts', 'get-ripple-summary.ts', '404.tsx', 'bench-utils.mjs'],
      ...['core.e2e-helpers.ts', 'a-1.b-2.c.ts', 'rippleTree.tsx', 'Button.tsx', 'bench_utils.mjs', 'a--b.ts'],
      ...['-a.ts', 'a-.ts', 'a..b.ts', 'a.B.ts', 'ripples.Service.ts', 'a b.ts', 'check.js', 'legacy.cjs', 'x.mts'],
    ];
    for (const name of names) {
      const broken = (await rulesBroken(`server/lib/${name}`)).filter((rule) => rule.startsWith('check-file/'));
      expect({ name, accepted: broken.length === 0 }).toEqual({ name, accepted: FILE_NAME.test(name) });
    }
    // The declaration beside a script (`server-process.d.mts` for `server-process.mjs`) is the one other name.
    expect(await rulesBroken('scripts/lib/server-process.d.mts', 'export declare const a: number;\n')).toEqual([]);
  });

  it('refuses a source file over 300 lines, except tests, test folders and the browser journeys', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join('\n') + '\n';
    for (const rel of ['server/lib/long.ts', 'client/lib/long.ts', 'common/long.ts', 'scripts/long.mjs']) {
      expect(await rulesBroken(rel, lines(300))).toEqual([]);
      expect(await rulesBroken(rel, lines(301))).toEqual(['max-lines']);
    }
    for (const rel of [
      'server/lib/long.test.ts',
      'client/lib/long.test.tsx',
      'server/test/long.ts',
      'e2e/long.e2e.ts',
    ]) {
      expect(await rulesBroken(rel, lines(301))).toEqual([]);
    }
  });

  it('runs the module-door rule on server files', async () => {
    const code = "import { a } from '../ripples/ripples.queries';\nexport const b = a;\n";
    expect(await rulesBroken('server/modules/stories/stories.service.ts', code)).toContain('house/module-doors');
    expect(await rulesBroken('server/modules/stories/stories.test.ts', code)).not.toContain('house/module-doors');
  });
});
