// `house/module-doors`: one public door per server module and per part (docs/architecture.md › Zones, decision 061).
//
// For every server file that is not a test it reports:
//   - an import of another module's file other than its door `<m2>/<m2>.service.ts` (the admin module, not built
//     yet, may also mount another module's root `<m2>.admin.routes.ts`);
//   - an import of another part's file other than its door `<p2>/<p2>.service.ts`, except that the module's root
//     `<m>.routes.ts` / `<m>.admin.routes.ts` may mount a part's `<p>.routes.ts` / `<p>.admin.routes.ts`;
//   - a part importing its own module's door `<m>.service.ts` or a root `*.routes.ts` (they compose the parts);
//   - outside server/modules, an import of a module's file other than its door (server/app.ts may mount a module's
//     root `<m>.routes.ts` / `<m>.admin.routes.ts`);
//   - a `*.service.ts` re-exporting a `*.queries.ts` file or a name imported from one;
//   - an `index.ts` under server/modules (tests included).
import path from 'node:path';
import { MODULES, doorPath, isDoor, isTest, resolveImport, unitOf } from './units.mjs';

const isRoutes = (file) => file.endsWith('.routes.ts');
const isQueries = (rel) => rel !== null && rel.endsWith('.queries.ts');

/** Whether `from` (a module's root routes file) mounts `to` (a part's routes file): the one exception to rule 3. */
function mounts(from, to) {
  const rootRoutes = from.part === null && [`${from.module}.routes.ts`, `${from.module}.admin.routes.ts`];
  return (
    Boolean(rootRoutes) &&
    rootRoutes.includes(from.file) &&
    [`${to.part}.routes.ts`, `${to.part}.admin.routes.ts`].includes(to.file)
  );
}

/** The broken rule for an import from `fromRel` of `toRel` (repository-relative), or null when it is allowed. */
export function doorViolation(fromRel, toRel) {
  const to = unitOf(toRel);
  if (to === null) return null;
  const from = unitOf(fromRel);
  if (from === null) {
    if (to.part === null && isDoor(to)) return null;
    const mounted = [`${to.module}.routes.ts`, `${to.module}.admin.routes.ts`];
    if (fromRel === 'server/app.ts' && to.part === null && mounted.includes(to.file)) return null;
    return { messageId: 'outsideDoor', data: { target: toRel, module: to.module, door: doorPath(to.module) } };
  }
  if (from.module !== to.module) {
    if (to.part === null && isDoor(to)) return null;
    // The admin module (not built yet) is the one place that may mount other modules' admin routes.
    if (from.module === 'admin' && to.part === null && to.file === `${to.module}.admin.routes.ts`) return null;
    return { messageId: 'otherModule', data: { target: toRel, module: to.module, door: doorPath(to.module) } };
  }
  if (from.part === to.part) return null;
  if (to.part === null) {
    if (!isDoor(to) && !isRoutes(to.file)) return null;
    return { messageId: 'partImportsRoot', data: { target: toRel, part: from.part, module: from.module } };
  }
  if (isDoor(to) || mounts(from, to)) return null;
  return {
    messageId: 'otherPart',
    data: { target: toRel, part: to.part, module: to.module, door: doorPath(to.module, to.part) },
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules and their parts are entered only through their *.service.ts door.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      otherModule:
        '`{{target}}` is inside the {{module}} module: import its door `{{door}}` instead (have the door export what you need).',
      otherPart:
        "`{{target}}` is inside the {{part}} part of the {{module}} module: import the part's door `{{door}}` instead (only the module's root routes may mount a part's routes).",
      partImportsRoot:
        "The {{part}} part imports `{{target}}`: a part never imports its module's door or routes (they compose the parts; importing them back makes a cycle). Import the root file that holds what you need (a *.limits.ts, *.mails.ts or server/modules/{{module}}/shared.queries.ts), or move it there or into the part.",
      outsideDoor:
        '`{{target}}` is inside the {{module}} module: outside server/modules a module is reached through its door `{{door}}` (server/app.ts may also mount its root *.routes.ts).',
      reexportQueries:
        'A door never hands out its queries: this *.service.ts re-exports from `{{source}}`. Export a function of the service that calls the query instead.',
      indexFile:
        'No index.ts under server/modules: a module is entered through `<m>/<m>.service.ts` and a part through `<p>/<p>.service.ts`; import files by their own names.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const rel = path.relative(root, context.filename).split(path.sep).join('/');
    if (rel.startsWith('..') || !rel.startsWith('server/')) return {};
    const checks = {};
    if (rel.startsWith(MODULES) && /^index\.[cm]?[jt]sx?$/.test(path.posix.basename(rel))) {
      checks.Program = (node) => context.report({ node, messageId: 'indexFile' });
    }
    if (isTest(rel)) return checks;

    const imported = (source) => (source && typeof source.value === 'string' ? resolveImport(rel, source.value) : null);
    const check = (source) => {
      const target = imported(source);
      const problem = target && doorViolation(rel, target);
      if (problem) context.report({ node: source, ...problem });
    };

    const isService = rel.endsWith('.service.ts');
    /** Local names imported from a queries file: exporting one again re-exports the queries file. */
    const fromQueries = new Map();
    const reexported = (node, source) => context.report({ node, messageId: 'reexportQueries', data: { source } });

    return {
      ...checks,
      ImportDeclaration(node) {
        check(node.source);
        if (isService && isQueries(imported(node.source))) {
          for (const s of node.specifiers) fromQueries.set(s.local.name, node.source.value);
        }
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source);
      },
      TSImportType(node) {
        check(node.source);
      },
      ExportAllDeclaration(node) {
        check(node.source);
        if (isService && isQueries(imported(node.source))) reexported(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) {
          check(node.source);
          if (isService && isQueries(imported(node.source))) reexported(node, node.source.value);
          return;
        }
        if (!isService) return;
        for (const s of node.specifiers) {
          if (s.local.type === 'Identifier' && fromQueries.has(s.local.name)) {
            reexported(s, fromQueries.get(s.local.name));
          }
        }
      },
    };
  },
};
