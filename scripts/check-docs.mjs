// `npm run check:docs`: every file path the documentation names in backticks (README.md, docs/**/*.md) must exist,
// so a moved or deleted file cannot leave the docs pointing at nothing. Exits 1 listing file:line and the path.
//
// What counts as a path: an inline code span with no spaces that contains a `/` or ends in a source extension
// (.ts .tsx .mjs .js .json .md .sql .css .html). Skipped, because they are not files of this repository:
//   - URLs and URL or API paths (`https://…`, `/api/…`, `/ripple/{code}`: anything starting with `/`);
//   - places the running app writes (`DATA_DIR/mail`: a first segment in CAPITALS is an environment variable);
//   - build and run outputs, whatever .gitignore ignores (`dist/…`, `data/`, `.test-output/…`);
//   - npm packages (`@fastify/compress`, `axe-core/axe.min.js`: named by package.json);
//   - the sibling design repository (`../shared/…`) and MIME types (`image/webp`).
// How a path is looked up:
//   - one that starts with a top-level folder of the repository (`server/…`, `docs/…`) is taken from the root;
//   - any other (`ripples.test.ts`, `schemas/<area>.ts`, `api/`) may also be relative to the Markdown file, or the
//     end of a path anywhere in the repository (prose names a file after naming its folder);
//   - globs and placeholders match if at least one file or folder fits: `*`, `**`, `{a,b}`, `<area>`, `{code}`,
//     and N, NN, NNN… standing for a number (`client/public/avatars/N.png`, `docs/decisions/NNN-*.md`).
// Relative Markdown links ([text](../x.md)) are checked too, from the file that holds them.
// The decision records' lifecycle lines and index rows are checked too (see decisionProblems below).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json', '.md', '.sql', '.css', '.html'];
const MIME = /^(?:text|application|image|audio|video|font|multipart)\/[\w.+-]+$/;

function git(args, input) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'] });
}

/** Every file of the working tree that is not ignored (tracked or new), and every folder above one. */
function repoEntries() {
  let files;
  try {
    files = git(['ls-files', '--cached', '--others', '--exclude-standard', '-z']).split('\0').filter(Boolean);
  } catch {
    files = walk('');
  }
  // A file deleted in the working tree but still in the index is gone.
  files = files.filter((f) => existsSync(path.join(root, f)));
  const entries = new Set(files);
  for (const f of files) {
    for (let dir = path.posix.dirname(f); dir !== '.'; dir = path.posix.dirname(dir)) entries.add(`${dir}/`);
  }
  return entries;
}

/** Without git: the files under `dir`, leaving out dependencies, outputs and git's own folder. */
function walk(dir) {
  const out = [];
  for (const d of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${d.name}` : d.name;
    if (['node_modules', 'dist', 'data', '.git', '.test-output'].includes(rel)) continue;
    if (d.isDirectory()) out.push(...walk(rel));
    else out.push(rel);
  }
  return out;
}

/** Which of these repository-relative paths .gitignore ignores (outputs, not sources). */
function ignoredPaths(paths) {
  if (paths.length === 0) return new Set();
  try {
    const out = git(['check-ignore', '--no-index', '--stdin', '-z'], paths.join('\0') + '\0');
    return new Set(out.split('\0').filter(Boolean));
  } catch (err) {
    // Exit status 1 means none is ignored.
    if (err.status === 1) return new Set();
    throw err;
  }
}

function markdownFiles() {
  const files = ['README.md'];
  const docs = (dir) => {
    for (const d of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${d.name}`;
      if (d.isDirectory()) docs(rel);
      else if (d.name.endsWith('.md')) files.push(rel);
    }
  };
  if (existsSync(path.join(root, 'docs'))) docs('docs');
  return files.filter((f) => existsSync(path.join(root, f)));
}

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const packages = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
const topLevel = new Set(readdirSync(root).filter((n) => statSync(path.join(root, n)).isDirectory()));

/** The path a code span names, or null when it names something else (see the header). */
function pathIn(token) {
  let t = token.trim();
  if (!t || /\s/.test(t)) return null;
  if (!/^[\w.@~<>{}*,/+-]+$/.test(t)) return null; // code, not a path: quotes, brackets, =, ?, :, …
  if (!t.includes('/') && !EXTENSIONS.some((ext) => t.endsWith(ext))) return null;
  if (t.startsWith('/') || t.startsWith('~')) return null;
  if (t === '../' || t === '..' || t.startsWith('../shared/')) return null;
  if (MIME.test(t)) return null;
  if (/^[A-Z][A-Z0-9_]*\//.test(t)) return null;
  const first = t.startsWith('@') ? t.split('/').slice(0, 2).join('/') : t.split('/')[0];
  if (t.startsWith('@') && !t.startsWith('@/') && !t.startsWith('@common/')) return null;
  if (t.includes('/') && packages.has(first)) return null;
  if (t.startsWith('@/')) t = `client/${t.slice(2)}`;
  if (t.startsWith('@common/')) t = `common/${t.slice(8)}`;
  if (t.startsWith('./')) t = t.slice(2);
  if (/^[^/]+\/$/.test(t) && !topLevel.has(t.slice(0, -1))) return null; // `lib/`, `uploads/`: a kind of folder
  return t;
}

function escapeRegExp(s) {
  return s.replace(/[.+^$()|[\]\\]/g, '\\$&');
}

/** A regular expression for a path with globs or placeholders; null when it has none. */
function patternOf(p) {
  if (/^\.[^/]+$/.test(p)) return `[^/]+${escapeRegExp(p)}`; // `.queries.ts`: any file with that ending
  if (!/[*<>{}]|(?<![A-Za-z])N+(?![A-Za-z])/.test(p)) return null;
  let re = '';
  for (let i = 0; i < p.length;) {
    const rest = p.slice(i);
    let m;
    if (rest.startsWith('**/')) {
      re += '(?:.*/)?';
      i += 3;
    } else if (rest.startsWith('**')) {
      re += '.*';
      i += 2;
    } else if (rest[0] === '*') {
      re += '[^/]*';
      i += 1;
    } else if ((m = /^<[^>/]+>/.exec(rest))) {
      re += '[^/]+';
      i += m[0].length;
    } else if ((m = /^\{([^}/]*)\}/.exec(rest))) {
      re += m[1].includes(',') ? `(?:${m[1].split(',').map(escapeRegExp).join('|')})` : '[^/]+';
      i += m[0].length;
    } else if ((m = /^N+(?![A-Za-z])/.exec(rest)) && !/[A-Za-z]$/.test(p.slice(0, i))) {
      re += '\\d+';
      i += m[0].length;
    } else {
      re += escapeRegExp(rest[0]);
      i += 1;
    }
  }
  return re;
}

const entries = repoEntries();
const entryList = [...entries];

/** Whether `p` (repository-relative, or relative to the Markdown file in `fromDir`) names something that exists. */
function exists(p, fromDir) {
  const isDir = p.endsWith('/');
  const anchored = topLevel.has(p.split('/')[0]) && p.includes('/');
  const candidates = [p];
  if (fromDir && !anchored) candidates.push(path.posix.normalize(`${fromDir}/${p}`));
  const pattern = patternOf(p);
  if (pattern) {
    const res = [new RegExp(`^${pattern}${isDir ? '' : '/?'}$`)];
    if (fromDir && !anchored) res.push(new RegExp(`^${escapeRegExp(fromDir)}/${pattern}${isDir ? '' : '/?'}$`));
    if (!anchored) res.push(new RegExp(`(?:^|/)${pattern}${isDir ? '' : '/?'}$`));
    return entryList.some((e) => res.some((re) => re.test(e)));
  }
  for (const c of candidates) {
    if (entries.has(c) || entries.has(`${c.replace(/\/$/, '')}/`)) return true;
  }
  if (!anchored) {
    const tail = `/${p.replace(/^\/+/, '')}`;
    const tailDir = tail.endsWith('/') ? tail : `${tail}/`;
    return entryList.some((e) => `/${e}`.endsWith(tail) || `/${e}`.endsWith(tailDir));
  }
  return false;
}

const found = [];
for (const file of markdownFiles()) {
  const fromDir = path.posix.dirname(file);
  let fenced = false;
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return;
      }
      if (fenced) return;
      for (const m of line.matchAll(/`([^`]+)`/g)) {
        const p = pathIn(m[1]);
        if (p) found.push({ file, line: i + 1, shown: m[1], path: p, fromDir });
      }
      // Relative Markdown links, outside code spans: [text](target) with no scheme and not just an anchor.
      for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = m[1].split('#')[0];
        if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
        const resolved = path.posix.normalize(`${fromDir}/${target}`);
        found.push({ file, line: i + 1, shown: m[1], path: resolved, fromDir: null, link: true });
      }
    });
}

const stems = found.map((f) => f.path.replace(/[*<{].*$/, '')).filter(Boolean);
// A folder that does not exist yet (`data` before the first start) is ignored only when asked for as a folder.
const ignored = ignoredPaths([...new Set(stems.flatMap((s) => (s.endsWith('/') ? [s] : [s, `${s}/`])))]);
const isIgnored = (p) => {
  const stem = p.replace(/[*<{].*$/, '');
  return ignored.has(stem) || ignored.has(stem.replace(/\/$/, '')) || ignored.has(`${stem.replace(/\/$/, '')}/`);
};

const missing = [];
let checked = 0;
for (const f of found) {
  if (isIgnored(f.path)) continue;
  checked += 1;
  if (!exists(f.path, f.fromDir)) missing.push(f);
}

/**
 * The decision records' lifecycle (docs/decisions/README.md): each `NNN-*.md` starts with `Status: accepted` or
 * `Status: superseded by NNN` and `Date: YYYY-MM-DD` right under its title, has a `Where:` line and a `Proved by`
 * line, and has a row in the README's index with the same status.
 */
function decisionProblems() {
  const dir = path.join(root, 'docs', 'decisions');
  if (!existsSync(dir)) return [];
  const problems = [];
  const index = existsSync(path.join(dir, 'README.md')) ? readFileSync(path.join(dir, 'README.md'), 'utf8') : '';
  for (const name of readdirSync(dir)
    .filter((n) => /^\d{3}-.+\.md$/.test(n))
    .sort()) {
    const file = `docs/decisions/${name}`;
    const lines = readFileSync(path.join(dir, name), 'utf8').split('\n');
    const head = lines.slice(0, 6);
    const status = head.map((l) => /^Status: (accepted|superseded by \d{3})$/.exec(l)?.[1]).find(Boolean);
    if (!status) problems.push(`${file}: no 'Status: accepted' or 'Status: superseded by NNN' under the title`);
    if (!head.some((l) => /^Date: \d{4}-\d{2}-\d{2}(?: \(.*\))?$/.test(l)))
      problems.push(`${file}: no 'Date: YYYY-MM-DD' under the title`);
    if (!lines.some((l) => l.startsWith('Where: '))) problems.push(`${file}: no 'Where:' line`);
    if (!lines.some((l) => l.startsWith('Proved by '))) problems.push(`${file}: no 'Proved by' line`);
    const row = index.split('\n').find((l) => l.startsWith(`| [${name.slice(0, 3)}](${name}) |`));
    if (!row) problems.push(`docs/decisions/README.md: no index row for ${name}`);
    else if (status && row.split('|')[3]?.trim() !== status)
      problems.push(`docs/decisions/README.md: ${name} is '${status}', the index says '${row.split('|')[3]?.trim()}'`);
  }
  return problems;
}

const decisions = decisionProblems();
if (missing.length > 0 || decisions.length > 0) {
  if (missing.length > 0) {
    console.error(`check-docs: ${missing.length} of ${checked} paths named in the docs do not exist:`);
    for (const m of missing) console.error(`  ${m.file}:${m.line}  ${m.shown}`);
  }
  if (decisions.length > 0) {
    console.error(`check-docs: ${decisions.length} decision record problems:`);
    for (const d of decisions) console.error(`  ${d}`);
  }
  process.exit(1);
}
console.log(
  `check-docs: ${checked} paths checked, all present; every decision record has its status, date, Where and Proved by, and its index row`,
);
