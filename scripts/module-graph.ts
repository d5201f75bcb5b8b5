// The graph of the server's modules and, within each module, the graph of its parts, read from the source imports,
// and the cycles in them (decision 061). `scripts/house-rules.test.ts` fails on any cycle; ESLint's
// `import-x/no-cycle` already refuses file-level cycles, this sees a cycle that passes through different files.
import ts from 'typescript';
import { isTest, resolveImport, unitOf } from './eslint/units.mjs';

/** node -> (neighbour -> one import that makes the edge, `from -> to`). */
export type Graph = Map<string, Map<string, string>>;

/** Every relative specifier a source text imports or re-exports (types and dynamic imports included). */
export function importsOf(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name.startsWith('.'));
}

function addEdge(graph: Graph, from: string, to: string, evidence: string) {
  if (!graph.has(from)) graph.set(from, new Map());
  if (!graph.has(to)) graph.set(to, new Map());
  const edges = graph.get(from)!;
  if (!edges.has(to)) edges.set(to, evidence);
}

/**
 * The module graph (edges: a file of one module importing a file of another) and each module's part graph (edges:
 * a file of one part importing a file of another part of the same module), from repository-relative paths and
 * their text. Tests are left out: they may import anything.
 */
export function moduleGraphs(sources: Map<string, string>): { modules: Graph; parts: Map<string, Graph> } {
  const modules: Graph = new Map();
  const parts = new Map<string, Graph>();
  for (const [file, text] of sources) {
    const from = unitOf(file);
    if (from === null || isTest(file)) continue;
    for (const specifier of importsOf(text)) {
      const target = resolveImport(file, specifier);
      const to = target === null ? null : unitOf(target);
      if (to === null) continue;
      const evidence = `${file} -> ${target}`;
      if (from.module !== to.module) addEdge(modules, from.module, to.module, evidence);
      else if (from.part !== null && to.part !== null && from.part !== to.part) {
        if (!parts.has(from.module)) parts.set(from.module, new Map());
        addEdge(parts.get(from.module)!, from.part, to.part, evidence);
      }
    }
  }
  return { modules, parts };
}

/** The strongly connected components of a graph with more than one node (each holds at least one cycle). */
function tangles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest way back to `start` within `within`, as the nodes visited (`start` first and last). */
function shortestCycle(graph: Graph, start: string, within: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!within.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  throw new Error(`no cycle through ${start}`);
}

/** One cycle per tangle of the graph, each as the nodes visited (the first node again at the end). */
export function cycles(graph: Graph): string[][] {
  return tangles(graph).map((component) => shortestCycle(graph, component[0], new Set(component)));
}

/**
 * One cycle per tangle, named with the imports that make it and the other nodes caught in the same tangle, e.g.
 * `ripples -> stories -> ripples (server/modules/ripples/a.ts -> server/modules/stories/b.ts; ...)`.
 */
export function describeCycles(graph: Graph): string[] {
  return tangles(graph).map((component) => {
    const cycle = shortestCycle(graph, component[0], new Set(component));
    const edges = cycle.slice(1).map((to, i) => graph.get(cycle[i])!.get(to)!);
    const others = component.filter((node) => !cycle.includes(node));
    return `${cycle.join(' -> ')} (${edges.join('; ')})${others.length ? `; also tangled: ${others.join(', ')}` : ''}`;
  });
}
