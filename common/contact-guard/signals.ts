// Broad signals rather than strings (decision 052, 'Tuned on corpus G'): an app, a game's platform or a mail service
// referred to in any way (its name, a slip or an abbreviation of it, its colour, its logo, a riddle for it), together
// with a name nobody explains (an account-shaped word, a name in two capitals, a word after a label, a name to search
// for, the parts of an e-mail address). Everyday text names apps, and it has names nobody explains, but it rarely
// has both; what the recognisers before this one read as everyday is still read first.
import { APP_RE, NOT_ALONE } from './app-names';
import { HANDLE_LIKE } from './apps';

/** A case ending after an app's name, as Turkish, Polish and German write them ('snap'in', 'tiktokum'). */
const CASE = "(?:'?(?:in|ın|im|ım|um|üm|ta|tan|te|ten|da|de|ie|ze|em|u|a|e|s))?";
/** Apps referred to without their name, or with a slip the names table does not list. */
const PLATFORM_WORDS = [
  '(?:s|i|t|f|y|d|w)\\s?\\.\\s?(?:c|g|t|b|a)\\.?(?=\\s|:|=|$)',
  `snap(?:chat|p|ie|a)?${CASE}|snep|insta(?:gram|g)?${CASE}|finsta|rinsta|spam\\s+account|priv\\s+account`,
  `tik[\\s-]?tok${CASE}|you\\s?tube|yt|twitch|steam|psn|xbox|ps[345]|playstation|switch\\s+(?:code|friend)`,
  `face(?=\\s*(?:$|[,.!?]))|fb|discord${CASE}|telegram${CASE}|whats\\s?app${CASE}`,
  '(?:yellow|blue|green|pink|purple|red|black|white|orange|ghost|bird|camera|music)\\s+(?:one|app|box|site|logo|icon|thing)',
  'app\\s+(?:that|which|where|with|w/)|rhymes?\\s+with|logo\\s+is|(?:the|my)\\s+(?:gaming\\s+)?(?:channel|gamertag|gt|console)',
  '(?:g|h|hot|g\\s)m(?:a|ia|ai)l|hotmail|outlook|icloud|yahoo|proton(?:mail)?|aol|gmx|yandex|mail\\.ru|liamg|liamtoh|kooltuo|duolci|oohay',
  '(?:i|s|t)\\s(?:g|c|t)(?=\\s*:)|ao3|archive\\s+of\\s+our\\s+own',
];
const PLATFORM = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PLATFORM_WORDS.join('|')})(?![\\p{L}])|微信|微博|ライン|카톡|인스타`,
  'u',
);

/** Words after a label that describe rather than name ('yt: the best channel', 'twitch is down'). */
const DESCRIBING = new Set(
  'privado privada privat prywatne gizli privato down broken dead boring toxic blocked banned hacked private deleted gone off slow better worse best worst good bad great cool fine weird annoying addictive everything nothing something anything there here mine yours same different free expensive cringe trash mid lit fire crazy amazing awesome terrible overrated underrated lagging laggy glitching updated open closed full empty'.split(
    ' ',
  ),
);
const STOP = new Set(
  'the a an it this that them him her you your ur me my for on in at up to of and or but is are was with from about how what why who when where which some any all more most'.split(
    ' ',
  ),
);

/** A word in two or more capitals run together ('CraftyCass', 'FrostByteUK'); known names of things aside. */
const CAMEL = /(?<![\p{L}\p{N}_.])\p{Lu}?\p{Ll}+(?:\p{Lu}[\p{Ll}\p{N}]*)+\p{Lu}*\p{N}*(?![\p{L}\p{N}])/gu;
const KNOWN_CAMEL =
  /^(?:i[A-Z]\w*|Mc\w+|Mac\w+|YouTube|TikTok|PlayStation|PowerPoint|JavaScript|TypeScript|GitHub|LinkedIn|WhatsApp|FaceTime|BeReal|OneDrive|OneNote|KindRipple|SoundCloud|DeviantArt|PayPal|WordPress|GeoGebra|OpenAI|ChatGPT|MrBeast|SpongeBob|DreamWorks|PlayStation\d?|StudyBuddy|MathWorld|BookTok|QuickTime|HomePod|AirPods?|AirDrop|CashApp|McDonalds?)$/;

/** A word after a label: 'tt: danceybean', 'twitch = nightowlplays', 'on the purple one i'm lunarbee'. */
const LABELLED =
  /(?:[:=→👉]|->)\s*@?\s*([\p{Ll}][\p{Ll}\p{N}_.]{3,})(?=\s*(?:$|[,.!?;)(]|\p{Extended_Pictographic}|on\s|and\s))|(?<![\p{L}])(?:is|i'?m|im|es|soy|jestem|benimki|both|user|mine\s+is)\s+@?\s*([\p{Ll}][\p{Ll}\p{N}_.]{4,})(?=[\s.!?]*(?:\p{Extended_Pictographic}\s*)*$)/gu;
/** The endings of describing words, not of names ('surviving', 'embarrassing', ''). */
const DESCRIBING_END = /(?:ing|ed|ly|ous|ful|able|ible|ive|ish|ado|ada|ido|ida|less|ness|ment|ic|al|ant|ent|é|ée)$/u;
/** The sender declining an account: 'don't tell me your username', 'keep it here'. */
const DECLINED = /(?<![\p{L}])(?:(?:don'?t|do\s+not|dont)\s+(?:tell|send|give|share)|keep\s+it\s+here)(?![\p{L}])/u;
/** A name to look for: 'search Dani Okafor', 'look up jonnyb', 'busca Marta Ruiz', 'cherche Léa Martin'. */
const SEARCH =
  /(?<![\p{L}])(?:search(?:\s+for)?|look\s+(?:me\s+)?up|find|busca|buscame|cherche|such(?:e)?|cerca|szukaj|procura|ara|as|called|named)\s+(?:me\s+)?(?:(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+)|([\p{Ll}][\p{Ll}\p{N}_.]{2,}(?:\s+[\p{Ll}\p{N}]{1,3}(?![\p{L}]))?))/gu;
/** Sites people search topics on. */
const TOPIC_SITES = /(?<![\p{L}])(?:you\s?tube|yt|google|pinterest|spotify|wikipedia|wiki|reddit)(?![\p{L}])/u;
/** A name made of one's own, a lone word then what it is ('kaibeats that's my tt'), or the parts of an address. */
const NAME_PARTS =
  /(?<![\p{L}])(?:(?:first|last|full|real|sur)\s*(?:and\s+last\s+)?name|surname|no\s+(?:space|gaps?|numbers)|before\s+(?:that|it)|in\s+front\s+of\s+(?:that|it)|same\s+(?:user\s*)?name|dot\s+between|nombre\s+y\s+apellido|prenom|nom\s+de\s+famille|vorname|nachname|nome\s+e\s+cognome|imie\s+i\s+nazwisko|ad\s+soyad|nama\s+(?:depan|lengkap)|nome\s+completo)(?![\p{L}])|^\s*[\p{Ll}][\p{Ll}\p{N}_.]{3,}\s+(?:that'?s|thats|=)\s+(?:my|me)(?![\p{L}])/u;
const FILE_OR_NUMBER =
  /^(?:\d+(?:am|pm|st|nd|rd|th|k|s|x)|[a-z]\d|v\d.*|ps\d|.*\.(?:py|js|ts|html?|css|pdf|docx?|txt|png|jpe?g|mp[34]))$/;

const handleLike = (token: string) => {
  const t = token.replace(/[.,!?)]+$/, '');
  return (
    t.length >= 5 &&
    !/^\d/.test(t) &&
    HANDLE_LIKE.test(t) &&
    !FILE_OR_NUMBER.test(t) &&
    !/^(?:\p{L}\.)+\p{L}?$/u.test(t)
  );
};

/** A name the message gives and does not explain, or null. */
function unexplained(cased: string, plain: string, joined: string): string | null {
  const part = NAME_PARTS.exec(plain);
  if (part) return part[0];
  for (const m of cased.matchAll(SEARCH)) {
    const name = m[1] ?? m[2]!;
    // A topic looked up where people look topics up ('search for photosynthesis on YouTube') names nobody.
    const topic = m[2] !== undefined && (TOPIC_SITES.test(plain) || /^(?:as|called|named)\s/.test(m[0]));
    if (!STOP.has(name.split(/\s+/)[0]!.toLowerCase()) && !topic) return m[0];
  }
  for (const m of cased.matchAll(CAMEL)) {
    if (!KNOWN_CAMEL.test(m[0]) && !APP_RE.test(m[0].toLowerCase())) return m[0];
    APP_RE.lastIndex = 0;
  }
  APP_RE.lastIndex = 0;
  const afterCjk = /[号是は：]\s*([a-z][a-z0-9_.]{1,}(?:\s+[a-z0-9_.]{1,})*)/u.exec(plain);
  if (afterCjk) return afterCjk[0];
  // A name spelled out letter by letter ('k-a-i-r-a').
  const spelled = /(?<![\p{L}])\p{L}(?:[-.]\p{L}){3,}(?![\p{L}])/u.exec(cased);
  if (spelled) return spelled[0];
  const spacedAt = /(?:@|(?<![\p{L}])u\/)\s+([\p{L}][\p{L}\p{N}_.]{2,})/u.exec(plain);
  if (spacedAt) return spacedAt[0];
  for (const token of joined.split(/\s+/)) if (handleLike(token)) return token;
  for (const m of plain.matchAll(LABELLED)) {
    const word = (m[1] ?? m[2]!).replace(/[.]+$/, '');
    const describing = DESCRIBING.has(word) || (m[2] !== undefined && DESCRIBING_END.test(word));
    if (!describing && !STOP.has(word) && !PLATFORM.test(word)) return m[0];
  }
  return null;
}

/** An app or a mail service referred to in any way, or null. */
function platform(plain: string): string | null {
  // An app whose name is an everyday word too counts with a label after it ('wattpad: inkedfox').
  for (const m of plain.matchAll(APP_RE))
    if (!NOT_ALONE.has(m[1]!.replace(/\s+/g, ' ')) || /^\s*[:=]/.test(plain.slice(m.index! + m[0].length))) return m[0];
  return PLATFORM.exec(plain)?.[0] ?? null;
}

/** Digits read as the letters they stand for ('m1ch43l.t@gm41l.c0m'). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' };
/** A word that is an e-mail address once its digits are read as letters, or null. */
export function findLeetAddress(joined: string): string | null {
  for (const token of joined.split(/\s+/)) {
    if (!token.includes('@') || !/\d/.test(token)) continue;
    const letters = token.replace(/\d/g, (d) => LEET[d] ?? d).replace(/[.,!?]+$/, '');
    if (/^[\p{L}._-]+@[\p{L}-]+(?:\.[\p{L}]{2,})+$/u.test(letters)) return letters;
  }
  return null;
}

/** An app referred to with a name nobody explains, or null. */
export function findPlatformSignal(cased: string, plain: string, joined: string): string | null {
  const app = platform(plain) ?? platform(joined);
  if (!app || DECLINED.test(plain)) return null;
  const name = unexplained(cased, plain, joined);
  return name ? `${app} … ${name}` : null;
}
