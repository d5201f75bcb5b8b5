// The module-graph check on small made-up trees: it finds and names the cycles it must (decision 061).
import { describe, expect, it } from 'vitest';
import { cycles, describeCycles, importsOf, moduleGraphs, type Graph } from './module-graph';

/** A graph from `a>b` edge strings, each edge's evidence being its own name. */
const graph = (...edges: string[]): Graph => {
  const g: Graph = new Map();
  for (const edge of edges) {
    const [from, to] = edge.split('>');
    if (!g.has(from)) g.set(from, new Map());
    if (!g.has(to)) g.set(to, new Map());
    g.get(from)!.set(to, edge);
  }
  return g;
};

const tree = (files: Record<string, string>) => new Map(Object.entries(files));
const edges = (g: Graph | undefined) =>
  [...(g ?? new Map()).entries()].flatMap(([from, to]) => [...to.keys()].map((t) => `${from}>${t}`)).sort();

describe('cycles', () => {
  it('finds none in a graph without one', () => {
    expect(cycles(graph('a>b', 'b>c', 'a>c', 'd>a'))).toEqual([]);
  });

  it('names the shortest way round each tangle, once per tangle', () => {
    expect(cycles(graph('a>b', 'b>c', 'c>a', 'd>a', 'x>y', 'y>x'))).toEqual([
      ['a', 'b', 'c', 'a'],
      ['x', 'y', 'x'],
    ]);
    expect(cycles(graph('a>b', 'b>c', 'c>d', 'd>a', 'c>a'))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('describes a cycle by the imports that make it and the other members of its tangle', () => {
    expect(describeCycles(graph('a>b', 'b>a', 'b>c', 'c>b'))).toEqual(['a -> b -> a (a>b; b>a); also tangled: c']);
  });
});

describe('moduleGraphs', () => {
  it('reads every kind of import, relative ones only', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c.queries';",
      "const d = await import('./d');",
      "import { e } from 'drizzle-orm';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '../b', './c.queries', './d']);
  });

  it('draws module edges between modules and part edges between the parts of one module, tests left out', () => {
    const { modules, parts } = moduleGraphs(
      tree({
        'server/modules/ripples/ripples.service.ts': "import { s } from '../stories/stories.service';",
        'server/modules/stories/stories.service.ts': "import { r } from './core/core.service';",
        'server/modules/stories/core/core.service.ts':
          "import { l } from '../likes/likes.service'; import { q } from '../shared.queries';",
        'server/modules/stories/likes/likes.service.ts':
          "import type { R } from '../../ripples/ripples.service'; import { x } from './likes.queries';",
        'server/modules/stories/likes/likes.test.ts': "import { c } from '../core/core.service';",
        'server/modules/stories/test/world.ts': "import { u } from '../../users/users.service';",
        'server/app.ts': "import { r } from './modules/ripples/ripples.service';",
      }),
    );
    expect(edges(modules)).toEqual(['ripples>stories', 'stories>ripples']);
    expect(edges(parts.get('stories'))).toEqual(['core>likes']);
    expect(describeCycles(modules)).toEqual([
      'ripples -> stories -> ripples (server/modules/ripples/ripples.service.ts -> ' +
        'server/modules/stories/stories.service.ts; server/modules/stories/likes/likes.service.ts -> ' +
        'server/modules/ripples/ripples.service.ts)',
    ]);
  });

  it('finds a cycle between two parts of one module, and none through the root', () => {
    const { parts } = moduleGraphs(
      tree({
        'server/modules/stories/stories.service.ts': "import { c } from './core/core.service';",
        'server/modules/stories/core/core.service.ts': "import { l } from '../likes/likes.service';",
        'server/modules/stories/likes/likes.queries.ts': "import { c } from '../core/core.queries';",
        'server/modules/stories/likes/likes.service.ts': "import { f } from '../stories.forms';",
      }),
    );
    expect(cycles(parts.get('stories')!)).toEqual([['core', 'likes', 'core']]);
  });
});
