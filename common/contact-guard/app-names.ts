// What names an app: its names, nicknames and misspellings, emoji and descriptions that stand for it, and its full
// name in a disguise. Whether a message offers or asks for contact there is apps.ts's to judge.
import { MARKED } from './app-marks';
import { oneSlip } from './normalise';

/** Apps fewer people know (Wizz, Yubo, VK, QQ...), and those of them that are everyday words too (Hoop, Matrix). */
const LESS_KNOWN =
  'wizz yubo tellonym lemon8 likee bigo vkontakte vk weibo douyin xiaohongshu rednote bilibili mastodon clubhouse omegle bumble tinder grindr botim guilded'.split(
    ' ',
  );
const LESS_KNOWN_WORDS = 'hoop azar hago qq imo matrix element monkey tango amino locket ins'.split(' ');

/** Games with friend codes and tags: apps only where a pattern makes them one ('my brother plays clash royale'). */
const GAMES = [
  'clash royale',
  'clash of clans',
  'brawl stars',
  'pokemon go',
  'free fire',
  'pubg',
  'call of duty',
  'cod mobile',
  'league of legends',
  'rocket league',
  'apex legends',
  'overwatch',
  'honkai',
  'mobile legends',
  'stumble guys',
  'animal crossing',
  'nintendo',
];
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
  ...LESS_KNOWN,
  ...LESS_KNOWN_WORDS,
  'threema',
  'session',
  'spotify',
  'pinterest',
  'you ?tube',
  'yt',
  'among us',
  ...GAMES,
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
  ...GAMES,
  ...LESS_KNOWN_WORDS,
]);

/**
 * The long names of the apps people swap as they are mistyped with one slip ('snapchatt', 'instagrm', 'discrd',
 * 'telegrm', 'snapchet'): a misspelling is no everyday word.
 */
const MISTYPED = [
  ...new Set(
    ['snapchat', 'instagram', 'whatsapp', 'telegram', 'discord', 'facebook', 'messenger', 'twitter', 'wechat', 'tiktok']
      .flatMap((name) => oneSlip(name, true))
      .filter((typo) => !/^(?:whatsup|discard|titter)$/.test(typo)),
  ),
];

// An app's name ends where Latin letters and digits do: 'LINEのID', '我的ins是' hold one.
const B = '(?<![\\p{Script=Latin}\\p{N}])';
const E = '(?![\\p{Script=Latin}\\p{N}])';
const APP = `(?:${[...APP_NAMES, ...MISTYPED].join('|')})`;
/**
 * A long name's case ending, as Polish, Czech and Turkish write it ('na messengerze', 'na discordzie',
 * 'whatsapptan', 'instagramie'); the name is the first group, its ending the second.
 */
const ENDING = "(?<=\\p{L}{5})(?:'?(?:ie|ze|zie|em|u|a|e|tan|ten|dan|den|ta|te|da|de))";
export const APP_RE = new RegExp(`${B}(${APP})(${ENDING})?${E}`, 'gu');

/**
 * Emoji and descriptions that stand for an app: its logo, its colour, what it is known for ('the app where streaks
 * are a thing', 'the app with the camera icon and the purple-orange logo', 'the paper plane app').
 */
const DESCRIBED: [string, string[]][] = [
  [
    'snapchat',
    [
      'app with the (?:yellow )?ghost',
      'ghost (?:one|app)',
      'yellow (?:ghost|app)(?: one)?',
      '(?:app|one) (?:where|with) (?:the )?(?:snap ?)?streaks(?: (?:are|is) a thing)?',
      '(?:snap ?)?streaks? (?:app|one)',
      '(?:app|one) (?:where|with) (?:the )?(?:pics|photos|messages|snaps|chats) (?:disappear|vanish)',
      'disappearing (?:pics|photos|messages) app',
    ],
  ],
  [
    'instagram',
    [
      'pink camera(?: (?:one|app))?',
      'camera app',
      'app with the camera(?: icon| logo)?(?: and the [a-z-]+ (?:logo|icon))?',
      '(?:purple|pink|orange|rainbow)(?:[ -](?:and[ -])?(?:orange|pink|purple|yellow))?(?: gradient)? (?:logo|icon)(?: app| one)?',
    ],
  ],
  ['twitter', ['blue bird', 'bird app', 'bird site']],
  [
    'whatsapp',
    [
      'green (?:app|one)(?: with the phone(?: in it)?)?',
      'green (?:chat )?bubble(?: app| one)?',
      'app with the (?:green )?phone in (?:a|the) (?:speech )?bubble',
    ],
  ],
  ['telegram', ['(?:app with the )?paper (?:plane|airplane)(?: app| one)?', 'plane app']],
  ['tiktok', ['app with the music note', 'music note app', 'clock app']],
  ['discord', ['app with the (?:game )?controller(?: logo| icon)?', 'gamer chat app', 'purple gaming app']],
  ['facebook', ['blue app with the (?:white )?f']],
];
export const APP_EMOJI: [RegExp, string][] = [
  [/👻/gu, ' snapchat '],
  [/📸|📷/gu, ' instagram '],
  [/🐦/gu, ' twitter '],
  ...[...DESCRIBED, ...MARKED].map(([app, descriptions]): [RegExp, string] => [
    new RegExp(`(?<![\\p{L}])(?:the\\s+)?(?:${descriptions.join('|').replace(/ /g, '\\s+')})(?![\\p{L}])`, 'gu'),
    ` ${app} `,
  ]),
];

/** What an app has that is no account: 'snap score', 'streaks', 'insta feed', 'tiktok algorithm'. */
export const APP_ATTRIBUTE =
  /^\s+(?:score|streaks?|story|stories|filters?|feed|algorithm|settings|update|version|followers|following|likes|views|screen\s*time|usage|rank|level|points|status|map)(?![\p{L}])/u;
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
