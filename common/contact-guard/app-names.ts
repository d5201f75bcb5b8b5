// What names an app: its names, nicknames and misspellings, emoji and descriptions that stand for it, and its full
// name in a disguise. Whether a message offers or asks for contact there is apps.ts's to judge.

/** App names and their nicknames and misspellings. */
const APP_NAMES = [
  'snap ?chat',
  'snapchap',
  'snappy',
  'snap',
  'snapa',
  'snapie',
  'snp',
  'sc',
  'ghost app',
  'the ghost',
  'insta ?gram',
  'insta',
  'the gram',
  'ig',
  'pink camera',
  'whats ?app',
  'whatsap',
  'watsapp?',
  'wassap',
  'whatapp',
  'guasap',
  'wasap',
  'wsp',
  'wpp',
  'zap',
  'wa',
  'green app',
  'telegram',
  'telegarm',
  'telegramm',
  'telegrm',
  'tele',
  'tg',
  'discord',
  'discordapp',
  'di[sz]{2,}c[o]?rd',
  'disc',
  'dc',
  'kik',
  'tik ?tok',
  'tt',
  'facebook',
  'fb',
  'messenger',
  'wechat',
  'weixin',
  'viber',
  'skype',
  'kakao ?talk',
  'kakao',
  'katalk',
  'vsco',
  'be ?real',
  'threads',
  'bluesky',
  'bsky',
  'reddit',
  'tumblr',
  'twitch',
  'twitter',
  'onlyfans',
  'imessage',
  'facetime',
  'signal',
  'line',
  'steam',
  'xbox',
  'psn',
  'playstation',
  'epic',
  'roblox',
  'battle ?net',
  'valorant',
  'riot',
  'genshin',
  'minecraft',
  'fortnite',
  'teams',
  'zoom',
  'zalo',
  'threema',
  'session',
  'spotify',
  'pinterest',
  'you ?tube',
  'yt',
  'among us',
  'cash ?app',
  'venmo',
  'wattpad',
  'gmail',
  'hotmail',
  'outlook',
  'icloud',
];
/** Names that are also everyday words or letters: an app only where a pattern makes it one ('x me' is not). */
export const NOT_ALONE = new Set([
  'line',
  'teams',
  'zoom',
  'signal',
  'steam',
  'epic',
  'threads',
  'the ghost',
  'riot',
  'session',
  'spotify',
  'pinterest',
  'wattpad',
  'you tube',
  'youtube',
  'yt',
  'among us',
]);

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const APP = `(?:${APP_NAMES.join('|')})`;
/**
 * A long name's case ending, as Polish, Czech and Turkish write it ('na messengerze', 'na discordzie',
 * 'whatsapptan', 'instagramie'); the name is the first group, its ending the second.
 */
const ENDING = "(?<=\\p{L}{5})(?:'?(?:ie|ze|zie|em|u|a|e|tan|ten|dan|den|ta|te|da|de))";
export const APP_RE = new RegExp(`${B}(${APP})(${ENDING})?${E}`, 'gu');

/** Emoji and descriptions that stand for an app. */
export const APP_EMOJI: [RegExp, string][] = [
  [/👻/gu, ' snapchat '],
  [/(?<![\p{L}])(?:the\s+)?(?:app\s+with\s+the\s+ghost|ghost\s+(?:one|app))(?![\p{L}])/gu, ' snapchat '],
  [/(?<![\p{L}])(?:the\s+)?green\s+(?:app|one)(?:\s+with\s+the\s+phone(?:\s+in\s+it)?)?(?![\p{L}])/gu, ' whatsapp '],
  [/(?<![\p{L}])(?:the\s+)?pink\s+camera(?:\s+(?:one|app))?(?![\p{L}])/gu, ' instagram '],
  [/(?<![\p{L}])(?:the\s+)?camera\s+app(?![\p{L}])/gu, ' instagram '],
  [/🐦|(?<![\p{L}])(?:the\s+)?(?:blue\s+bird|bird\s+app|bird\s+site)(?![\p{L}])/gu, ' twitter '],
];

/** Full app names: written in a disguise (letters spaced, digits or look-alikes for letters), refused alone. */
const FULL_NAMES =
  /(?<![\p{L}\p{N}])(?:snap ?chat|snap|insta ?gram|insta|whats ?app|telegram|discord|kik|tik ?tok|facebook|messenger|wechat|viber|skype)(?![\p{L}\p{N}])/gu;

/** An app's full name that the sender disguised: not in the text as typed, but there once it is read. */
export function findDisguisedApp(plain: string, original: string): string | null {
  const typed = original.toLowerCase();
  for (const m of plain.matchAll(FULL_NAMES)) {
    if (!typed.includes(m[0])) return m[0];
  }
  return null;
}
