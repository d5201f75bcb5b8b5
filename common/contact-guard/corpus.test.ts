import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findContactInfo as find } from '../contact-info';

// Every corpus in corpora/: 'known' holds the cases written alongside the guard; each 'independent-*' corpus was
// written by someone who had not seen it, and committed before any rule was tuned against it. The goal holds for
// every corpus: at most 1 attempt in 10 gets through, at most 1 everyday message in 30 is refused.

interface Corpus {
  attempts: { text: string; note?: string }[];
  everyday: { text: string; context?: string }[];
  runs: { messages: string[]; expect: 'refuse' | 'keep'; note?: string }[];
  names: { text: string; expect: 'refuse' | 'keep' }[];
}

const dir = path.join(import.meta.dirname, 'corpora');
const corpora = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((file) => ({ file, corpus: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Corpus }));

/** Every call's time, for the median printed at the end (docs/performance.md); nothing is asserted on it. */
const times: number[] = [];
const findContactInfo: typeof find = (text, options) => {
  const start = performance.now();
  const found = find(text, options);
  times.push(performance.now() - start);
  return found;
};

/** Whether any message of a run is refused, each read with the messages before it (at most 5) as `earlier`. */
const runRefused = (messages: string[]) =>
  messages.some((m, i) => findContactInfo(m, { earlier: messages.slice(Math.max(0, i - 5), i) }) !== null);

function measure(c: Corpus) {
  const through: string[] = [];
  const refused: string[] = [];
  let attempts = 0;
  let everyday = 0;
  const judge = (refuse: boolean, expect: 'refuse' | 'keep', label: string) => {
    if (expect === 'refuse') {
      attempts++;
      if (!refuse) through.push(label);
    } else {
      everyday++;
      if (refuse) refused.push(label);
    }
  };
  for (const a of c.attempts) judge(findContactInfo(a.text) !== null, 'refuse', a.text);
  for (const e of c.everyday) judge(findContactInfo(e.text) !== null, 'keep', e.text);
  for (const r of c.runs) judge(runRefused(r.messages), r.expect, r.messages.join(' ⏎ '));
  for (const n of c.names) judge(findContactInfo(n.text) !== null, n.expect, `name: ${n.text}`);
  return { through, refused, attempts, everyday };
}

const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)} %)`;

describe('the contact guard, measured on every corpus', () => {
  it('finds the corpora: the known cases and at least one independent corpus', () => {
    expect(corpora.map((c) => c.file)).toContain('known.json');
    expect(corpora.some((c) => c.file.startsWith('independent-'))).toBe(true);
  });

  it.each(corpora)(
    '$file: at most 1 attempt in 10 through, at most 1 everyday message in 30 refused',
    ({ file, corpus }) => {
      const { through, refused, attempts, everyday } = measure(corpus);
      console.log(
        `${file}: attempts through ${pct(through.length, attempts)}, everyday refused ${pct(refused.length, everyday)}` +
          through.map((t) => `\n  through: ${t}`).join('') +
          refused.map((t) => `\n  refused: ${t}`).join(''),
      );
      expect(attempts).toBeGreaterThanOrEqual(50);
      expect(everyday).toBeGreaterThanOrEqual(50);
      expect(through.length / attempts).toBeLessThanOrEqual(1 / 10);
      expect(refused.length / everyday).toBeLessThanOrEqual(1 / 30);
    },
  );

  it('prints the median time of a call over the corpora', () => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3);
    console.log(`contact guard: ${sorted.length} calls, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
    expect(sorted.length).toBeGreaterThan(0);
  });
});
