// Numbers in a row that are a list or a sequence with a rule, not one number to call: years ('1914-1918'), small
// numbers counting up ('12 13 14 15', '1 2 3 4 5 6 7 8 9 0'), steps of the same size or ratio ('2, 4, 8, 16'),
// squares and triangular numbers (the steps grow by the same amount), Fibonacci (each the sum of the two before),
// primes, and character codes read as text ('ASCII 72 101 108 108 111' is 'Hello'). A number and a colon before
// the list is its label ('powers of 3: 3, 9, 27, 81'), so the rule is also tried without it.

/**
 * Whether the groups of a run are a list: years, small numbers counting up and sequences with a rule; without a
 * word about calling, also small numbers that never go down ('1 1 2 3 5 8 13 21 34') and two-digit numbers between
 * commas ('85, 90, 78, 92'), unless they start with a 0.
 */
export function isList(run: string, groups: string[], context: boolean): boolean {
  if (groups.length >= 2 && groups.every((g) => /^(?:1[0-9]|20)\d\d$/.test(g))) return true;
  if (isSequence(groups) || isSequence([...groups].reverse()) || (/^\d+\s*:/.test(run) && isSequence(groups.slice(1))))
    return true;
  if (groups.length < 3) return false;
  const n = groups.map(Number);
  const counting = n.every((v, i) => i === 0 || (v > n[i - 1]! && v - n[i - 1]! <= 10));
  if (counting && (/,/.test(run) || groups.length >= 4)) return true;
  // Counting the keys of a keyboard or a phone: '1 2 3 4 5 6 7 8 9 0'.
  if (groups.length >= 5 && n.every((v, i) => (i === 0 ? true : v === n[i - 1]! + 1 || (v === 0 && n[i - 1] === 9))))
    return true;
  if (context || groups[0]!.startsWith('0') || !groups.every((g) => g.length <= 2)) return false;
  if (groups.length >= 4 && n.every((v, i) => i === 0 || v >= n[i - 1]!)) return true;
  const items = run.split(',').map((s) => s.trim());
  return items.length >= 3 && items.every((s) => /^\d{1,2}$/.test(s)) && groups.some((g) => g.length === 2);
}

const steps = (n: number[]) => n.slice(1).map((v, i) => v - n[i]!);
const same = (n: number[]) => n.every((v) => v === n[0]);

function isPrime(v: number): boolean {
  if (v < 2) return false;
  for (let d = 2; d * d <= v; d++) if (v % d === 0) return false;
  return true;
}

/**
 * Four numbers or more in a row with a rule ('2, 4, 8, 16, 32', '100 then 200 then 300 then 400'), or five or more
 * with a rule of the steps between them ('1, 4, 9, 16, 25', '1 1 2 3 5 8 13', '2 3 5 7 11 13').
 */
export function isSequence(groups: string[]): boolean {
  // Digits one by one ('9 8 7 6 5 4 3 2 1 0') are a number read out, not a sequence.
  if (groups.length < 4 || groups.every((g) => g.length === 1)) return false;
  const n = groups.map(Number);
  const step = steps(n);
  const ratio = n[0]! > 0 ? n[1]! / n[0]! : 0;
  const geometric = Number.isInteger(ratio) && ratio >= 2 && n.every((v, i) => i === 0 || v === n[i - 1]! * ratio);
  if ((step[0] !== 0 && same(step)) || geometric) return true;
  if (groups.length < 5 || !step.every((s) => s > 0 || (s === 0 && n[0]! <= 1))) return false;
  const fibonacci = n.every((v, i) => i < 2 || v === n[i - 1]! + n[i - 2]!);
  const growing = same(steps(step)) || same(steps(steps(step)));
  const primes = n[n.length - 1]! < 1e7 && n.every(isPrime) && step.every((s) => s > 0);
  return fibonacci || (growing && step[step.length - 1]! > 0) || primes;
}

/** Words that say numbers are character codes: 'ASCII', 'char codes', 'spells', 'decode'. */
const CODE_WORDS =
  /(?<![\p{L}])(?:ascii|unicode|char(?:acter)?\s+codes?|codes?\s+points?|spells?|decodes?|bytes?)(?![\p{L}])/u;

/**
 * Numbers that are character codes read as text ('ASCII 72 101 108 108 111 spells Hello'): kept, unless what they
 * spell is itself a number ('48 55 55 48 48 ...' spells '07700...').
 */
export function isCharacterCodes(groups: string[], folded: string): boolean {
  if (groups.length < 3 || !CODE_WORDS.test(folded)) return false;
  const codes = groups.map(Number);
  if (!codes.every((c) => c >= 32 && c <= 126)) return false;
  const text = String.fromCharCode(...codes);
  return (text.match(/\d/g) ?? []).length < 7;
}
