import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findContactInfo as find, findContactInName } from '../contact-info';

// Every corpus in corpora/: 'known' holds the cases written alongside the guard; each 'independent-*' corpus was
// written by someone who had not seen it, and committed before any rule was tuned against it (its first reading is
// in docs/security.md); the rules were then tuned on it. The goal holds for those: at most 1 attempt in 10 gets
// through, at most 1 everyday message in 30 is refused. A 'held-out-*' corpus was written the same way and no rule
// has been tuned on it: it is the honest reading of the guard on text nobody here saw. It is held to its reading
// when it was added (it may only get better), and the goal is printed beside it; a corpus stops being held out
// (renamed 'independent-*') once a rule is tuned on it, and a new held-out corpus takes its place (until one is
// written, none is held out and HELD_OUT_READINGS is empty).

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
  for (const n of c.names) judge(findContactInName(n.text) !== null, n.expect, `name: ${n.text}`);
  return { through, refused, attempts, everyday };
}

/**
 * A held-out corpus's reading: attempts through and everyday refused, never to get worse. Its first reading, when it
 * was added, stays in docs/security.md; a later reading may lower the bound here when other tuning improved it.
 */
const HELD_OUT_READINGS: Record<string, { through: number; refused: number }> = {
  'held-out-h.json': { through: 67, refused: 5 },
};

const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)} %)`;

describe('the contact guard, measured on every corpus', () => {
  it('finds the corpora: the known cases and at least one independent corpus', () => {
    expect(corpora.map((c) => c.file)).toContain('known.json');
    expect(corpora.some((c) => c.file.startsWith('independent-'))).toBe(true);
  });

  it('holds every held-out corpus to a reading', () => {
    const heldOut = corpora.filter((c) => c.file.startsWith('held-out-')).map((c) => c.file);
    expect(heldOut.sort()).toEqual(Object.keys(HELD_OUT_READINGS).sort());
  });

  it.each(corpora.filter((c) => c.file.startsWith('held-out-')))(
    '$file (held out): no worse than its reading when it was added',
    ({ file, corpus }) => {
      const { through, refused, attempts, everyday } = measure(corpus);
      const goal = through.length / attempts <= 1 / 10 && refused.length / everyday <= 1 / 30;
      console.log(
        `${file} (held out): attempts through ${pct(through.length, attempts)}, everyday refused ` +
          `${pct(refused.length, everyday)}; the goal (1 in 10, 1 in 30) is ${goal ? 'met' : 'not met yet'}`,
      );
      expect(through.length).toBeLessThanOrEqual(HELD_OUT_READINGS[file]!.through);
      expect(refused.length).toBeLessThanOrEqual(HELD_OUT_READINGS[file]!.refused);
    },
  );

  it.each(corpora.filter((c) => !c.file.startsWith('held-out-')))(
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
