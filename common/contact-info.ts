// The contact-information detector of Kindness Connections: phone numbers, e-mail addresses, links, social-media
// handles and app names, and the phrases that ask to move the talk elsewhere ('add me', 'call me'). Pure, so the
// forms and the server run the same rule. It looks through the usual disguises (spaced or worded digits, 'at' and
// 'dot', fullwidth and keycap digits, letters written one by one). Measured on a corpus in contact-info.test.ts;
// the rates are in docs/security.md.

export type ContactKind = 'phone' | 'email' | 'link' | 'handle' | 'app' | 'phrase';
export interface ContactFinding {
  kind: ContactKind;
  /** The part of the (normalised) text that matched. */
  match: string;
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

const TLDS =
  'com|net|org|io|me|co|uk|us|ca|au|de|fr|es|it|nl|pl|in|ru|br|info|biz|ly|gg|app|dev|xyz|tv|to|link|site|online|page|fm|be|ch|ie|nz';

/** Apps and networks whose name alone is a way to be reached elsewhere. */
const APPS =
  'whats\\s?app|wa\\.me|telegram|t\\.me|snap\\s?chat|instagram|insta|facebook|fb\\.com|messenger|discord|skype|tik\\s?tok|twitter|wechat|viber|kik|linked\\s?in|only\\s?fans|imessage|face\\s?time|hangouts|threads\\.net|bluesky|mastodon|tumblr|twitch|youtube|roblox\\s+(?:user(?:name)?|id)';
/** Names that are also ordinary words: a way to be reached only with a word around them that says so. */
const AMBIGUOUS_APPS =
  'signal|line|snap|ig|fb|zoom|teams|reddit|steam|psn|xbox|gmail|email|e-mail|mail|number|phone|cell|mobile';

const APP_RE = new RegExp(`\\b(?:${APPS})\\b`, 'i');
const AMBIGUOUS_RE = new RegExp(
  `\\b(?:(?:on|via|my|use|add|got|your)\\s+(?:${AMBIGUOUS_APPS.replace(/\|(?:number|phone|cell|mobile|email|e-mail|mail|gmail)/g, '')})\\b(?!\\s+(?:of|to|up|and|was|is\\s+(?:so|really|very|not)))|\\b(?:${AMBIGUOUS_APPS})(?:\\s*(?:id|name|handle|user(?:name)?)\\s*[:=]?|\\s*[:=])\\s*[@a-z0-9_.]{3,}|\\b(?:signal|line|snap|ig|fb|tg|zoom|teams|reddit|steam|psn|xbox)\\s+is\\s+[@a-z0-9_.]{3,}|\\b(?:snap|ig|dm|text|message|msg|ping|whatsapp)\\s+me\\b)`,
  'i',
);

const PHRASE_RE = new RegExp(
  [
    // 'add me' unless it is adding me to something here ('add me to the plan').
    String.raw`\badd\s+me\b(?!\s+(?:to|in|into)\b)`,
    // 'call me' unless it is the name I go by ('you can call me Alex').
    String.raw`\b(?:call|ring|phone|text|dm|pm|message|msg|email|e-mail|mail|contact|reach|find|follow|hit)\s+me\s+(?:up|on|at|via|through|over|back|tonight|later|tomorrow|anytime|any\s+time|sometime|whenever|now|plz|please|pls|asap)\b`,
    String.raw`\b(?:hmu|add\s+u|dm\s+u|text\s+u)\b`,
    String.raw`\bmy\s+(?:number|no\.?|digits|cell|mobile|phone\s+number|cell\s+number|email|e-mail|e\s+mail|address|handle|user\s?name|tag|socials?|@)\s*(?:is|'s|:|=|it's)`,
    String.raw`\b(?:here'?s|heres|take)\s+my\s+(?:number|digits|email|e-mail|handle|socials?)\b`,
    String.raw`\bgive\s+(?:me\s+)?your\s+(?:number|digits|email|e-mail|handle|socials?|address)\b`,
    String.raw`\b(?:what'?s|whats|send\s+me)\s+your\s+(?:number|digits|email|e-mail|handle|socials?|snap|insta|ig|address)\b`,
  ].join('|'),
  'i',
);
/** 'call me' on its own asks to be called, unless a name follows ('you can call me Alex'). */
const CALL_ME_RE = /\bcall\s+me\b([\s,]+(?:by\s+)?([A-Z][a-z]+))?/gi;
const NOT_A_NAME = /^(?:Tonight|Tomorrow|Today|Later|Now|Anytime|Sometime|When|Whenever|Back|Please|Asap|On|At|Maybe)$/;

function findCallMe(text: string): string | null {
  for (const m of text.matchAll(CALL_ME_RE)) {
    const name = m[2];
    if (name && /^[A-Z]/.test(name) && !NOT_A_NAME.test(name)) continue;
    return m[0];
  }
  return null;
}

/** Text as the detector reads it: compatibility forms folded, keycaps and invisible joiners gone, lower case. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200f\u2060\ufeff\u00ad]|\ufe0f|\u20e3/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\uff20\ufe6b]/g, '@');
}

/** Digits written as words become digits, and letters written one by one ('s a m') are joined up. */
function decode(text: string): string {
  let s = text.toLowerCase();
  s = s.replace(/\b(zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/g, (w) => DIGIT_WORDS[w] ?? w);
  // The letter O written for a zero next to digits ('o7700 9OO 123').
  for (let i = 0; i < 3; i++) s = s.replace(/(?<=\d)o|o(?=\d)/g, '0');
  // Lone digits split by commas and the like ('5, 5, 5') are one number (spaces are read as separators anyway).
  s = s.replace(/(?<!\d)(\d)\s*[,;/_]\s*(?=\d(?!\d))/g, '$1');
  // 'at' and 'dot' in their disguises.
  s = s.replace(/\s*[([{<]\s*(?:at|@)\s*[)\]}>]\s*/g, '@').replace(/\s*[([{<]\s*(?:dot|\.)\s*[)\]}>]\s*/g, '.');
  // Single letters separated by single spaces: 's a m' -> 'sam' (spaced digits are read as one number below).
  s = s.replace(/(?<=(?:^|[\s])[a-z@])[ ](?=[a-z@.](?:[\s]|$))/g, '');
  return s;
}

const EMAIL_RE = new RegExp(
  String.raw`[a-z0-9][a-z0-9._%+-]*\s*(?:@|\bat\b)\s*[a-z0-9-]+(?:\s*(?:\.|\bdot\b)\s*[a-z0-9-]+)*\s*(?:\.|\bdot\b)\s*(?:${TLDS})\b`,
);
const MAIL_PROVIDER_RE =
  /(?:@|\bat\b)\s*(?:gmail|g\s?mail|hotmail|yahoo|outlook|icloud|proton(?:mail)?|aol|gmx|live|msn|ymail|mail)\b|\b(?:gmail|hotmail|icloud|protonmail|ymail)\b/;
const LINK_RE = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\s*(?:\.|\bdot\b)\s*(?:${TLDS})\b(?:\/\S*)?`,
);
/** An @handle: '@' not inside a word, then a letter or underscore (so '@5pm' is a time, not a handle). */
const HANDLE_RE = /(?:^|[^a-z0-9._%+-])@\s?[a-z_][a-z0-9_.]{1,}|\bu\/[a-z0-9_-]{3,}|\b[a-z][a-z0-9_.]{2,}#\d{4}\b/;

/** Runs of digits joined only by spaces, dashes, dots, brackets and plus signs. */
const DIGIT_RUN_RE = /\+?\(?\d(?:[\s().+-]{0,3}\d)+/g;
const CURRENCY_BEFORE = /[$€£¥₹]\s*$|\b(?:usd|eur|gbp)\s*$/;

/** Phone shapes whose groups are split by commas, slashes or underscores ('555, 123, 4567', '07700/900123'). */
const SPLIT_PHONE_RE = /\b\d{3}[\s,/_.-]{1,3}\d{3}[\s,/_.-]{1,3}\d{4}\b|\b0\d{3,4}[\s,/_.-]{1,3}\d{6}\b/;
const YEAR = /^(?:19|20)\d\d$/;

/** A run that reads as a list (years, or small numbers counting up: pages, scores) rather than a number to call. */
function looksLikeList(groups: string[]): boolean {
  if (groups.length < 3) return false;
  if (groups.every((g) => YEAR.test(g))) return true;
  const n = groups.map(Number);
  return n.every((v, i) => i === 0 || (v > n[i - 1]! && v - n[i - 1]! <= 10));
}

function findPhone(decoded: string): string | null {
  for (const m of decoded.matchAll(DIGIT_RUN_RE)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 16) continue;
    const before = decoded.slice(Math.max(0, (m.index ?? 0) - 5), m.index);
    if (CURRENCY_BEFORE.test(before)) continue;
    // A decimal number ('12000.50') is an amount, not a number to call.
    if (/^\d+\.\d{1,2}$/.test(m[0])) continue;
    if (looksLikeList(m[0].split(/\D+/).filter(Boolean))) continue;
    return m[0];
  }
  return SPLIT_PHONE_RE.exec(decoded)?.[0] ?? null;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Words written with digits for letters ('ph0ne', 'numb3r') read as words. */
const unleet = (s: string) =>
  s.replace(/[a-z0-9@$]*[a-z][a-z0-9@$]*/g, (w) =>
    /[0-9@$]/.test(w) ? w.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : w,
  );

/** The first contact detail in text, or null. */
export function findContactInfo(text: string, _options?: { earlier?: readonly string[] }): ContactFinding | null {
  const folded = fold(text);
  const decoded = decode(folded);
  const lower = folded.toLowerCase();

  const email = EMAIL_RE.exec(decoded) ?? MAIL_PROVIDER_RE.exec(decoded);
  if (email) return { kind: 'email', match: email[0].trim() };
  const phone = findPhone(decoded);
  if (phone) return { kind: 'phone', match: phone.trim() };
  const link = LINK_RE.exec(lower) ?? LINK_RE.exec(decoded);
  if (link) return { kind: 'link', match: link[0].trim() };
  const handle = HANDLE_RE.exec(lower);
  if (handle) return { kind: 'handle', match: handle[0].trim() };
  const plain = unleet(lower);
  const app = APP_RE.exec(lower) ?? APP_RE.exec(decoded) ?? AMBIGUOUS_RE.exec(lower) ?? AMBIGUOUS_RE.exec(plain);
  if (app) return { kind: 'app', match: app[0].trim() };
  const phrase = PHRASE_RE.exec(folded)?.[0] ?? PHRASE_RE.exec(plain)?.[0] ?? findCallMe(folded);
  if (phrase) return { kind: 'phrase', match: phrase.trim() };
  return null;
}

/** Whether text holds contact information, a social-media name or an 'add me'/'call me' phrase. */
export const hasContactInfo = (text: string): boolean => findContactInfo(text) !== null;
