import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this module that holds package.json (works from source and from the bundle). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const rootDir = findRoot();
export const migrationsDir = path.join(rootDir, 'server/db/migrations');
export const clientDistDir = path.join(rootDir, 'dist/client');
