// Bundles the server into dist/server/index.js (dependencies stay external) and pre-compresses the client assets.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: ['server/index.ts', 'server/cli/create-admin.ts']
    .map((f) => path.join(root, f))
    .filter((f) => existsSync(f)),
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19', // the engines' floor; import attributes (the confusables table's JSON) need 20.10
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|map)$/;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
walk(path.join(root, 'dist/client'));
