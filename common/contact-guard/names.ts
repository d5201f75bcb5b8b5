// Contact details in a display name (decision 054). A name is read like any other text first; then the shapes only
// a name makes plain: an app's short name beside an account name ('snap samsmith10', 'IG: sam_smith',
// 'sam_smith (tg)'), and a name that is an app and one word ('Snapchat Sam'). In a sentence 'snap' and 'ig' are
// often ordinary words, but a name has no sentence around it. A plain word beside a short name ('Kim Snap',
// 'Line Dancer', 'Mr. Line') is a name.
import { findInRun } from './runs';
import type { ContactFinding } from './inspect';
import { fold, unleet } from './normalise';

/** A word with digits, underscores or inner dots: an account name rather than a first name. */
const USERNAME = String.raw`@?(?=[a-z0-9_.]*[a-z])(?=[a-z0-9_.]*(?:[0-9_]|[a-z0-9]\.[a-z0-9]))[a-z0-9_.]{3,}`;
const APP_BEFORE = 'snap|sc|ig|insta|tg|fb|tt|kik|line|signal|discord|tiktok|threads|wa';
/** After an account name, only the apps no name ends with. */
const APP_AFTER = 'snap|sc|ig|insta|tg|fb|tt|kik|discord|tiktok';
const START = String.raw`(?:^|[^\p{L}\p{N}_.@])`;
const END = String.raw`(?=$|[^\p{L}\p{N}_.])`;
const APP_ACCOUNT = new RegExp(
  `${START}(?:(?:${APP_BEFORE})(?:\\s+|\\s*[:=\\-–—]\\s*)${USERNAME}|${USERNAME}(?:\\s+(?:on\\s+)?|\\s*[@:\\-–—(]\\s*)(?:${APP_AFTER})\\)?)${END}`,
  'iu',
);
/** Apps whose full name is no ordinary word: the name 'Snapchat Sam' points there. */
const FULL_APP =
  'snap ?chat|insta ?gram|whats ?app|telegram|discord|tik ?tok|kik|wechat|facebook|messenger|skype|viber';
const APP_AND_ONE_WORD = new RegExp(
  `^(?:(?:${FULL_APP})[\\s:@._-]+[\\p{L}\\p{N}_.]+|[\\p{L}\\p{N}_.]+[\\s:@._-]+(?:on\\s+)?(?:${FULL_APP}))$`,
  'u',
);

/** A name with an app and one word in brackets or after a bar: 'Tom (tiktok tomskates)', 'Noah | tg noahkent'. */
const APP_IN_BRACKETS = new RegExp(
  `(?:\\(|\\[|\\s[|/–—-]\\s*)(?:${APP_BEFORE}|yt|twitch|${FULL_APP})\\s*[:@-]?\\s*@?[a-z][a-z0-9_.]{3,}\\s*[)\\]]?$`,
  'u',
);

/** 'Call me', 'ring me', 'text me' with no detail: a title in a name, not a request. */
const CALL_ME = /^(?:call|ring|phone|text|txt|facetime)\s+me(?![\p{L}])/u;

/** The contact detail a display name carries, or null. */
export function findContactInName(name: string): ContactFinding | null {
  const found = findInRun(name, []);
  // A name asks nobody to call: 'Call Me Maybe Fan' is a song's title. A detail beside the words is still found.
  if (found && !(found.kind === 'phrase' && CALL_ME.test(found.match))) return found;
  const folded = fold(name).trim();
  const plain = unleet(folded);
  const account = APP_ACCOUNT.exec(folded) ?? APP_ACCOUNT.exec(plain);
  if (account) return { kind: 'handle', match: account[0].trim() };
  const bracketed = APP_IN_BRACKETS.exec(folded);
  if (bracketed) return { kind: 'handle', match: bracketed[0].trim() };
  const app = APP_AND_ONE_WORD.exec(plain);
  return app ? { kind: 'app', match: app[0] } : null;
}
