// Where a server file sits among the modules and their parts, the one reading shared by the `house/module-doors`
// ESLint rule and the module-graph check of `scripts/house-rules.test.ts` (docs/architecture.md › Zones).
//
// A module is a folder `server/modules/<m>/`, entered through its door `<m>/<m>.service.ts`. Every folder inside a
// module except `test/` is a part, entered through its door `<p>/<p>.service.ts`. A module's `test/` folder belongs
// to the module's root, a part's `test/` folder to the part.
import path from 'node:path';

export const MODULES = 'server/modules/';

const SOURCE_EXTENSION = /\.(ts|tsx|mts|mjs)$/;

/** Whether a repository-relative path is a test (`*.test.ts(x)`, `*.e2e.ts`, or anything in a `test/` folder). */
export function isTest(rel) {
  return /\.test\.tsx?$|\.e2e\.ts$/.test(rel) || rel.split('/').slice(0, -1).includes('test');
}

/**
 * The module unit of a repository-relative path under `server/modules/`: its module, its part (null for the module's
 * root files and its `test/` folder) and its file name; null for any other path.
 */
export function unitOf(rel) {
  if (!rel.startsWith(MODULES)) return null;
  const segments = rel.slice(MODULES.length).split('/');
  if (segments.length < 2) return null;
  const [module, ...rest] = segments;
  const part = rest.length > 1 && rest[0] !== 'test' ? rest[0] : null;
  return { module, part, file: rest[rest.length - 1] };
}

/** The repository-relative path of a module's door, or of a part's when `part` is given. */
export function doorPath(module, part = null) {
  return part ? `${MODULES}${module}/${part}/${part}.service.ts` : `${MODULES}${module}/${module}.service.ts`;
}

/** Whether the unit is the door of its part (or of its module, for a root file). */
export function isDoor(unit) {
  return unit.file === `${unit.part ?? unit.module}.service.ts`;
}

/**
 * The repository-relative file a relative import specifier names (`./x.queries` -> `.../x.queries.ts`), or null
 * for a package or an alias (neither reaches `server/modules/`).
 */
export function resolveImport(fromRel, specifier) {
  if (!specifier.startsWith('.')) return null;
  let target = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), specifier));
  if (target.endsWith('.js')) target = `${target.slice(0, -3)}.ts`;
  else if (!SOURCE_EXTENSION.test(target)) target = `${target}.ts`;
  return target;
}
