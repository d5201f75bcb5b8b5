import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { ALSO_READ_BY, TABLE_OWNERS, type TableOwner } from './table-owners';

// The table-ownership map (server/db/table-owners.ts, decision 065) checked against the source: every server file
// that imports a table from server/db/schema, or names one in SQL, belongs to the table's owner, or only reads it
// where the map allows. A write outside the owner, or an unlisted read, fails with the file and the table.

const root = path.resolve(import.meta.dirname, '../..');

/** The server's production files (tests, test helpers, the database folder itself and migrations aside). */
function serverFiles(rel = 'server'): string[] {
  return readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((d) => {
    const child = `${rel}/${d.name}`;
    if (d.isDirectory()) return ['test', 'db', 'fixtures'].includes(d.name) ? [] : serverFiles(child);
    return /\.ts$/.test(d.name) && !/\.test\.ts$/.test(d.name) ? [child] : [];
  });
}

/** Whose a file is: its module under server/modules/, `mail`, `jobs` or `plugins` for those folders, or nobody's. */
const ownerOf = (file: string): string => {
  if (file.startsWith('server/modules/')) return file.split('/')[2]!;
  const folder = /^server\/(mail|jobs|plugins)\//.exec(file);
  return folder ? folder[1]! : file;
};

/** Every table: its name in the schema, its name in SQL. */
const tables = Object.entries(schema)
  .filter(([, v]) => is(v, PgTable))
  .map(([name, v]) => ({ name, sql: getTableName(v as PgTable) }));

const ownerOfTable = new Map(
  Object.entries(TABLE_OWNERS).flatMap(([owner, names]) => names.map((n) => [n as string, owner])),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tables a file reads and writes, by their schema names: Drizzle calls on imported tables, and SQL text. */
function tablesUsedBy(text: string) {
  const imported = new Map<string, string>(); // local name -> schema name
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*db\/schema(?:\/[\w-]+)?'/g))
    for (const part of m[1]!
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      const [name, alias] = part.split(/\s+as\s+/);
      imported.set(alias ?? name!, name!);
    }
  const used = new Set<string>();
  const written = new Set<string>();
  for (const [local, name] of imported) {
    if (!tables.some((t) => t.name === name)) continue;
    used.add(name);
    const l = escape(local);
    const write = new RegExp(
      `\\.(?:insert|update|delete)\\(\\s*${l}\\b|(?:insert\\s+into|update|delete\\s+from)\\s+\\$\\{${l}\\}`,
      'i',
    );
    if (write.test(text)) written.add(name);
  }
  for (const t of tables) {
    const sqlName = `"?${escape(t.sql)}"?(?![\\w.])`;
    if (new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+${sqlName}`, 'i').test(text)) {
      used.add(t.name);
      written.add(t.name);
    } else if (new RegExp(`\\b(?:from|join)\\s+${sqlName}`, 'i').test(text)) used.add(t.name);
  }
  return { used, written };
}

describe('every table has one owner, and only the owner writes it (decision 065)', () => {
  it('the map names every table of the schema once, and nothing else', () => {
    expect(tables.length).toBeGreaterThan(40);
    const listed = Object.values(TABLE_OWNERS).flat() as string[];
    expect(listed.filter((n, i) => listed.indexOf(n) !== i)).toEqual([]);
    expect(tables.map((t) => t.name).filter((n) => !ownerOfTable.has(n))).toEqual([]);
    expect(listed.filter((n) => !tables.some((t) => t.name === n))).toEqual([]);
    expect(Object.keys(ALSO_READ_BY).filter((n) => !ownerOfTable.has(n))).toEqual([]);
  });

  it('no file writes a table it does not own, or reads one the map does not let it read', () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    let checked = 0;
    for (const file of files) {
      const { used, written } = tablesUsedBy(readFileSync(path.join(root, file), 'utf8'));
      if (used.size) checked++;
      const owner = ownerOf(file);
      for (const table of used) {
        const own = ownerOfTable.get(table);
        if (own === owner) continue;
        if (written.has(table)) wrong.push(`${file} writes ${table} (owned by ${own})`);
        else if (!ALSO_READ_BY[table as keyof typeof ALSO_READ_BY]?.includes(owner as TableOwner))
          wrong.push(`${file} reads ${table} (owned by ${own}; not in ALSO_READ_BY)`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });

  it('the check sees a write through Drizzle and in SQL, and a read', () => {
    const drizzle = tablesUsedBy(
      "import { rippleNodes, users } from '../../db/schema';\nawait db.update(rippleNodes).set({});\ndb.select().from(users);",
    );
    expect([...drizzle.written]).toEqual(['rippleNodes']);
    expect([...drizzle.used].sort()).toEqual(['rippleNodes', 'users']);
    const raw = tablesUsedBy('sql`insert into connection_events (user_id) values (1)`; sql`select 1 from stories s`');
    expect([...raw.written]).toEqual(['connectionEvents']);
    expect([...raw.used].sort()).toEqual(['connectionEvents', 'stories']);
  });
});
