// Links and e-mail addresses, also spoken ('sam dot jones at gmail dot com', 'sam (at) gmail (dot) com', 'g m a i
// l . c o m'). linkify-it finds anything shaped like a link or an address; the public-suffix list (tldts) decides
// whether its ending is a real one, so 'Node.js' and 'main.py' are not links and 'sammy.dev' is. The at sign's and
// the dot's names in many languages are in spoken-signs.ts.
import { LinkifyIt, REBuilder } from 'linkify-it';
import { parse } from 'tldts';
import { fold, oneSlip } from './normalise';
import { AT_WORDS, DOT_WORDS, TRANSLITERATED } from './spoken-signs';

/** linkify-it's own list knows some endings; here any ending is a candidate and tldts judges it. */
class AnyEnding extends REBuilder {
  override get_tld(): RegExp {
    return (this.cache.tld ??= /[a-z\u00a1-\uffff]{2,63}|xn--[a-z0-9-]{1,59}/);
  }
}
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, rebuilder: new AnyEnding() });

/**
 * Mail services described rather than named: 'gee mail', 'the google mail thing', 'apple's email', 'proton mail'.
 */
const DESCRIBED_PROVIDERS: [RegExp, string][] = (
  [
    ["(?:gee|g|google'?s?)[\\s-]*(?:e-?)?mail", 'gmail'],
    ["apple'?s?[\\s-]*(?:e-?)?mail|i[\\s-]cloud", 'icloud'],
    ["microsoft'?s?[\\s-]*(?:e-?)?mail|hot[\\s-]+mail|outlook[\\s-]+mail", 'outlook'],
    ['yahoo[\\s-]+(?:e-?)?mail', 'yahoo'],
    ['proton[\\s-]+mail', 'protonmail'],
  ] as const
).map(([words, name]) => [
  new RegExp(
    `(?<![\\p{L}])(?:the\\s+)?(?:${words})(?:\\s+(?:thing|one|app|account|address|service))?(?![\\p{L}])`,
    'gu',
  ),
  name,
]);
/** Providers and endings written in other scripts ('جيميل', 'джимейл'), as one alternation and their Latin names. */
const SCRIPT_NAMES = new Map(
  TRANSLITERATED.flatMap(([name, words]) => words.map((w): [string, string] => [fold(w), name])),
);
const SAID_IN_SCRIPT = new RegExp(
  `(?<![\\p{L}])(?:${[...SCRIPT_NAMES.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`,
  'gu',
);
const readScriptNames = (text: string) =>
  /[^\p{ASCII}]/u.test(text) ? text.replace(SAID_IN_SCRIPT, (w) => SCRIPT_NAMES.get(w) ?? w) : text;
/** After a dot's name, a word of the sentence rather than an ending ('el punto de partida', 'point de vue'). */
const NOT_AN_ENDING = '(?!(?:de|du|da|do|di|la|le|el|en|es|et|il|lo|na|no|in|is|it|to)\\s+\\p{L})';
const SPOKEN_AT = new RegExp(
  `(?<=[\\p{L}\\p{N}_.])\\s*(?:\\s(?:${AT_WORDS.spaced})\\s|\\s?(?:${AT_WORDS.unspaced})\\s?|\\s@\\s|\\s@|@\\s)\\s*(?=[\\p{L}\\p{N}])`,
  'gu',
);
const SPOKEN_DOT = new RegExp(
  `(?<=[\\p{L}\\p{N}_])\\s*(?:\\s(?:${DOT_WORDS.spaced})\\s|\\s?(?:${DOT_WORDS.unspaced})\\s?|\\s\\.\\s|\\s\\.(?=\\p{L})|\\.\\s(?=(?:com|net|org|co|io|me|uk)\\b))\\s*(?=[\\p{L}\\p{N}])${NOT_AN_ENDING}`,
  'gu',
);

/** The dot said in words between the parts of a name ('rosa punto m', 'lily dot m09'), read as '.'. */
export const spokenDots = (text: string) => text.replace(SPOKEN_DOT, '.');

/** Characters written one space apart with an address's signs among them ('m a x . k @ w p . p l'), joined. */
const SPACED_OUT = /(?<!\S)(?:\S ){5,}\S(?!\S)/gu;
export const joinSpacedOut = (text: string) =>
  text.replace(SPACED_OUT, (run) => (/[@.]/.test(run) ? run.replace(/ /g, '') : run));

/** 'at' and 'dot' in words, brackets or with spaces around them, as '@' and '.'. */
export function spokenAddress(text: string): string {
  return (
    DESCRIBED_PROVIDERS.reduce((t, [re, name]) => t.replace(re, name), readScriptNames(text))
      .replace(/(?<![\p{L}])hxxp(s?)(?=:)/gu, 'http$1')
      // 'bluejay (no space) underscore music': a note that two words are one.
      .replace(
        /\s*[([]\s*(?:no\s+spaces?|no\s+gaps?|all\s+one\s+word|one\s+word|together|joined|sin\s+espacios?|sans\s+espaces?|ohne\s+leerzeichen)\s*[)\]]\s*/g,
        '',
      )
      .replace(/\s*(?:underscore|unterstrich|guion\s+bajo)\s*/g, '_')
      // 'samj 1 0 at yahoo': digits spaced out after a name, before the 'at'.
      .replace(/(?<=[\p{L}\p{N}])((?:\s\d)+)(?=\s*(?:@|\sat\s|\s\(at\)))/gu, (digits) => digits.replace(/\s/g, ''))
      .replace(/(?<=[\p{L}\p{N}])\s+(?:slash|barra)\s+(?=[\p{L}\p{N}])/gu, '/')
      .replace(/\s*[([{<]\s*(?:at|@|arroba|arobase|aet)\s*[)\]}>]\s*/g, '@')
      .replace(/\s*[([{<]\s*(?:dot|\.|punto|point|punkt|dt)\s*[)\]}>]\s*/g, '.')
      .replace(SPOKEN_DOT, '.')
      .replace(SPOKEN_AT, '@')
  );
}

/** Endings that are also file types or words of a sentence typed without its space ('main.py', 'Main.java', 'done.so'). */
const WORDLIKE_ENDINGS = new Set(
  'py sh md rs pl ps ai zip mov so no it is in at be do us my am as by go hi ok on or up we now how one you new top win fun day run see buy car bar fan fit get here home hot love man men news nice sale save show soy spot star stop talk tips today toys work world zone wtf yoga lol java'.split(
    ' ',
  ),
);
const LINK_WORDS =
  /\b(?:site|website|web|link|url|blog|page|profile|channel|portfolio|visit|check\s+out|go\s+to|look\s+up)\b/;

/** Apps' and networks' own sites: named bare, they name the app, not an account. */
const APP_SITES = new Set(
  [
    'instagram.com snapchat.com tiktok.com discord.com discord.gg whatsapp.com wa.me t.me telegram.org facebook.com',
    'messenger.com twitter.com x.com youtube.com reddit.com twitch.tv roblox.com pinterest.com spotify.com google.com',
    'gmail.com outlook.com yahoo.com icloud.com',
    // Link shorteners and link pages named bare ('never click bit.ly links'): a link needs its path.
    'bit.ly tinyurl.com linktr.ee goo.gl ow.ly is.gd cutt.ly rb.gy t.co shorturl.at tiny.cc beacons.ai carrd.co',
    // Sites of study, games and everyday life named bare ('my chess.com rating', 'I use quizlet.com').
    'chess.com lichess.org khanacademy.org quizlet.com duolingo.com kahoot.it kahoot.com wikipedia.org github.com',
    'stackoverflow.com canva.com chatgpt.com openai.com netflix.com amazon.com ebay.com bbc.co.uk bbc.com',
    'minecraft.net epicgames.com steampowered.com nintendo.com playstation.com xbox.com deviantart.com ao3.org',
    'archiveofourown.org wattpad.com tumblr.com letterboxd.com goodreads.com genius.com scratch.mit.edu desmos.com',
  ]
    .join(' ')
    .split(' '),
);
/** A warning about links ('never click', 'don't open', 'a scam'): a host it names is no offer. */
const WARNED =
  /(?<![\p{L}])(?:(?:never|don'?t|dont|do\s+not)\s+(?:ever\s+)?(?:click|open|visit|trust|tap|follow|enter|use|go\s+(?:to|on))|avoid|beware|scam|scams|phishing|dodgy|sketchy)(?![\p{L}])[^.!?\n]{0,30}$/u;

/** Whether a host ends in a real public suffix (ICANN's or a private one such as github.io). */
function realHost(host: string): boolean {
  const p = parse(host, { allowPrivateDomains: true });
  return Boolean(p.domain) && (p.isIcann === true || p.isPrivate === true);
}

export interface AddressFinding {
  kind: 'email' | 'link';
  match: string;
}

/** The first e-mail address or link in the (folded) text, or null; `bare` false leaves out bare domains. */
export function findAddress(folded: string, bare = true): AddressFinding | null {
  const matches = linkify.test(folded) ? (linkify.match(folded) ?? []) : [];
  for (const m of matches) {
    if (m.schema === 'mailto:') {
      const host = m.raw.replace(/^mailto:/, '').split('@')[1] ?? '';
      if (realHost(host)) return { kind: 'email', match: m.raw };
      continue;
    }
    if (m.schema) return { kind: 'link', match: m.raw };
    const host = m.raw
      .replace(/^\/\//, '')
      .split(/[/?#:]/)[0]!
      .replace(/\.$/, '');
    if (!realHost(host)) continue;
    const labels = host.split('.');
    const plainDomain = !/^www\./.test(host) && !/[/?#]/.test(m.raw);
    if (plainDomain && !bare) continue;
    // An app's own site named ('instagram.com is blocked at school'); an account on it is a path ('instagram.com/x').
    // A label after the site is an account on it ('chess.com: checkmate_kai').
    const path = /^\s*(?:\/\s*\S|[:=→>-]+\s*\S)/u.test(folded.slice(m.lastIndex));
    if (plainDomain && !path && APP_SITES.has(host.replace(/^www\./, ''))) continue;
    // A host warned about, with no path ('never click bit.ly links from strangers', 'sketchy free-robux.com').
    if (!path && !/[/?#]/.test(m.raw) && WARNED.test(folded.slice(0, m.index))) continue;
    // A name in reverse order ('com.example.app', 'org.junit.Test'): a package of code, never a host.
    if (labels.length >= 3 && /^(?:com|org|net|edu|gov|io|de|fr|uk)$/.test(labels[0]!)) continue;
    const ending = labels[labels.length - 1]!;
    if (
      plainDomain &&
      labels.length === 2 &&
      WORDLIKE_ENDINGS.has(ending) &&
      !LINK_WORDS.test(folded) &&
      !/[\d_]/.test(labels[0]!)
    )
      continue;
    return { kind: 'link', match: m.raw };
  }
  return null;
}

/** Providers as they are mistyped ('gmial', 'gmal', 'hotmial', 'yahooo', 'outlok', 'iclod'): one slip of a key. */
const MISTYPED_SET = new Set(
  ['gmail', 'hotmail', 'yahoo', 'outlook', 'icloud', 'protonmail'].flatMap((name) => oneSlip(name)),
);
for (const word of ['mail', 'gail', 'yaho']) MISTYPED_SET.delete(word);
const MISTYPED = [...MISTYPED_SET].join('|');
const MAIL_PROVIDERS = `g ?mail|googlemail|hotmail|yahoo|outlook|icloud|protonmail|proton|aol|gmx|yandex|msn|ymail|live|mail|web\\.de|orange|free|laposte|wanadoo|libero|qq|163|${MISTYPED}`;
const NOT_A_MAILBOX = new Set(
  "at look looking me you him her them us it was is stuck good bad great work working job here there home school it's im i'm we're they're be been am are were the a an and or but not all any my your our his their this that what email mail account inbox spam".split(
    ' ',
  ),
);
const PROVIDER_ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}._-])([\\p{L}\\p{N}][\\p{L}\\p{N}._-]{2,})\\s*(?:@|\\sat\\s|\\s?[([{]\\s*at\\s*[)\\]}]\\s?)\\s*(?:${MAIL_PROVIDERS})(?![\\p{L}])`,
  'gu',
);

/**
 * A mailbox and a provider with its ending, whatever stands between them ('tom🌀gmail🔵com', 'rin at gmail com');
 * with spaces alone between them, only the endings that are no word ('adresse mail de l'école' is French).
 */
const PROVIDER_WITH_ENDING = new RegExp(
  `(?<![\\p{L}\\p{N}._-])[\\p{L}\\p{N}][\\p{L}\\p{N}._-]{1,}(?:\\s*[^\\p{L}\\p{N}\\s]{1,2}\\s*(?:${MAIL_PROVIDERS})(?:\\s*[^\\p{L}\\p{N}\\s]{1,2}\\s*|\\s)(?:com|net|org|co|de|fr|es|ru|br|jp|uk|nl|pl)|\\s(?:${MAIL_PROVIDERS})(?:\\s*[^\\p{L}\\p{N}\\s]{1,2}\\s*(?:com|net|org|co|de|fr|es|ru|br|jp|uk|nl|pl)|\\s(?:com|net|org)))(?![\\p{L}])`,
  'gu',
);
/** 'jay2010 on gmail': an account name (with digits, '_' or '.') on a provider. */
const ACCOUNT_ON_PROVIDER = new RegExp(
  `(?<![\\p{L}\\p{N}._-])(?=[\\p{L}\\p{N}._-]*[\\p{N}_.])[\\p{L}\\p{N}][\\p{L}\\p{N}._-]{2,}\\s+on\\s+(?:${MAIL_PROVIDERS})(?![\\p{L}])`,
  'u',
);

/** Providers no everyday word is ('live', 'free', 'orange' and 'mail' are). */
const NAMED_PROVIDERS = `gmail|googlemail|icloud|hotmail|outlook|yahoo|protonmail|proton|gmx|yandex|aol|ymail|laposte|libero|seznam|naver|hanmail|daum|rambler|interia|onet|${MISTYPED}`;
/** An account name with digits, '_' or '.' ('jordan_k09'), in a message that also names a provider. */
const ACCOUNT_NAME =
  /(?<![\p{L}\p{N}._@-])(?=[\p{L}\p{N}._-]*\p{L})(?=[\p{L}\p{N}._-]*[\p{N}_])[\p{L}\p{N}][\p{L}\p{N}._-]{2,}(?![\p{L}\p{N}@])/u;
/** A provider as a kind of address: 'an icloud address', 'it's gmail', 'outlook account', 'mail: ... gmail'. */
const PROVIDER_NAMED = new RegExp(
  `(?<![\\p{L}])(?:(?:${NAMED_PROVIDERS})(?:\\s+(?:address|account|mail|email|e-mail|one|adresse|correo|cuenta|konto))?|(?:mail|email|e-mail|address|correo|adresse|konto)(?:\\s+\\p{L}+){0,3}\\s+(?:${NAMED_PROVIDERS}))(?![\\p{L}])`,
  'u',
);
const MAIL_WORD =
  /(?<![\p{L}])(?:mail|email|e-mail|address|account|correo|adresse|konto|posta|addy|send\s+it)(?![\p{L}])/u;

/**
 * A mailbox at a known provider without its ending ('write to sammyj at hotmail', 'sammyj@gmail'), or an account
 * name given beside a provider named as the kind of address it is ('jordan_k09, it's an icloud address').
 */
export function findProviderAddress(folded: string): string | null {
  for (const m of folded.matchAll(PROVIDER_ADDRESS)) {
    // Beside a mistyped provider only a name that reads as an account ('katie09 at gmial', not 'looked at outlok').
    const mistyped = MISTYPED_SET.has(/\p{L}+$/u.exec(m[0])?.[0] ?? '');
    if (!NOT_A_MAILBOX.has(m[1]!) && (!mistyped || /[\d_.]/.test(m[1]!))) return m[0].trim();
  }
  for (const m of folded.matchAll(PROVIDER_WITH_ENDING)) {
    if (!NOT_A_MAILBOX.has(m[0].split(/[^\p{L}\p{N}._-]/u)[0]!)) return m[0].trim();
  }
  const on = ACCOUNT_ON_PROVIDER.exec(folded);
  if (on) return on[0];
  const provider = PROVIDER_NAMED.exec(folded);
  const account = provider ? ACCOUNT_NAME.exec(folded) : null;
  // The provider named right after the name ('it's pixel_09, yahoo mail'), or a word for mail in the message.
  const beside = account && /^[^.!?\n]{0,25}$/u.test(folded.slice(account.index + account[0].length, provider!.index));
  if (!beside && !MAIL_WORD.test(folded)) return null;
  return account && !/\.(?:py|js|ts|html?|css|pdf|docx?|txt|png|jpe?g|csv)$/.test(account[0])
    ? `${account[0]} ${provider![0]}`
    : null;
}
