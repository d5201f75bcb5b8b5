// Accounts pointed to without the shape of one: a name 'there' or 'everywhere' ('my name there is katiie.r', 'I'm @
// pixelmoss everywhere'), a game's friend code ('steam friend code 84721093', 'SW-1234-5678-9012', 'UID 812345678'), a
// name with a word to message it ('ign is tapt4p, pm me ingame'), a name to search for in Japanese, Chinese or Korean
// ('yui_k1204 で検索して'), a real name to look up on an app ('search for Katie Rowe on fb'), a puzzle that hides one
// ('find my snap in this message, take the capitals'), a way round the filter ('write your snap backwards so the bot
// doesn't see it'), the reader asked to put theirs in their name or bio, and a link shortener written without its dot
// ('bit ly slash katiechat'). The text given is the folded reading with its capitals kept and `lower` in lower case.
import { APP_RE } from './app-names';

/** Words that describe a name rather than give it ('my name there is too long'). */
const NOT_A_NAME =
  '(?:too|so|very|really|kinda|just|basically|literally|like|the|a|an|not|different|same|long|short|weird|cringe|old|new|embarrassing|private|hidden|secret|changed|my|mine)';
/** Words for an account name. */
const ACCOUNT = '(?:name|user\\s*name|username|user|@|handle|id|tag|ign|nick|nickname|gamertag|gt|pseudo|usuario)';
/** 'there', 'on there', 'over there', 'on that app', 'everywhere', 'on all of them'. */
const THERE =
  '(?:there|on\\s+there|over\\s+there|on\\s+it|on\\s+that\\s+(?:one|app|site)|everywhere|on\\s+(?:all|both|every)\\s+(?:of\\s+them|apps?|platforms?|socials)|la-bas|ahi|alli|dort|da|li|la)(?![\\p{L}])';
const NAME_THERE = new RegExp(
  `(?<![\\p{L}])(?:my|mi|mon|mein|il\\s+mio|o\\s+meu)\\s+${ACCOUNT}\\s+${THERE}\\s*(?:is|'s|:|=|es|est|ist|e)\\s*(?!${NOT_A_NAME}(?![\\p{L}]))@?[\\p{L}\\p{N}_.]{3,}`,
  'u',
);
/** '@' written apart from the name, with a word that it is the same elsewhere: 'I'm @ pixelmoss everywhere'. */
const SPACED_AT = new RegExp(`(?<![\\p{L}\\p{N}])@\\s+[\\p{L}_][\\p{L}\\p{N}_.]{2,}\\s+${THERE}`, 'u');

/** A game's or a console's friend code: digits after a word for it ('friend code 8472 1093', 'uid: 812345678'). */
const FRIEND_CODE =
  /(?<![\p{L}])(?:friend|player|trainer|gamer|account|switch|steam|psn|xbox|3ds|ds|invite|add)\s*(?:code|id|number|no\.?|#|uid)\s*(?:is|:|=|#)?\s*(?:sw-?)?\d(?:[\s-]?\d){5,}|(?<![\p{L}])uid\s*(?:is|:|=|#)?\s*\d{7,10}(?!\d)|(?<![\p{L}\p{N}])sw-\d{4}-\d{4}-\d{4}(?!\d)/u;

/** A name given with a word to message it there: 'ign is tapt4p, pm me ingame', 'user: kai_07, whisper me'. */
const NAME_GIVEN = new RegExp(
  `(?<![\\p{L}])(?<!(?:file|folder|variable|function|class|project|repo|branch|method|module|table|column|field)\\s+)${ACCOUNT}\\s*(?:is|:|=|-)\\s*@?((?=[\\p{L}\\p{N}_.]*\\p{L})(?=[\\p{L}\\p{N}_.]*[\\p{N}_.])[\\p{L}\\p{N}_.]{3,})`,
  'u',
);
const MESSAGE_ME =
  /(?<![\p{L}])(?:pm|dm|msg|message|whisper|add|friend|invite|party|duo)\s+me|(?<![\p{L}])(?:in\s*game|ingame|in\s+the\s+game|hmu)(?![\p{L}])/u;

/** A name to search for in Japanese, Chinese or Korean ('yui_k1204 で検索して', '搜索 lily_08', 'mina_07 검색해'). */
const SEARCH_CJK =
  /([a-z0-9][a-z0-9_.]{2,})\s*(?:で検索|を検索|で探して|で調べて|で出てくる|로\s*검색|검색|で追加)|(?:搜索|搜一下|搜|검색)\s*[:：]?\s*([a-z0-9][a-z0-9_.]{2,})/u;
/** A file's name ('main_v2.py') is no account name. */
const FILE_NAME = /\.(?:py|js|ts|html?|css|pdf|docx?|txt|png|jpe?g|gif|mp[34]|java|cpp|md|json|csv|xlsx?|pptx?)$/;
const accountLike = (name: string) => /[\d_.]/.test(name) && /[a-z]/.test(name);

/** A real name to look up on an app: 'search for Katie Rowe on fb', 'look up Sam Hill on insta'. */
const REAL_NAME_ON =
  /(?<![\p{L}])(?:search(?:\s+for)?|look\s+up|look\s+for|find|add)\s+(?:me\s+as\s+)?\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s+(?:on|in)\s+(\p{L}+)/u;
/** The sender's own name to search the web for: 'just google my full name, I'm the first result'. */
const SEARCH_MY_NAME =
  /(?<![\p{L}])(?:google|search(?:\s+for)?|look\s+up|bing)\s+my\s+(?:full|real|whole|first\s+and\s+last)\s+name(?![\p{L}])/u;
/** Telling the reader which picture is theirs there: 'I'm the one with the sunflower profile pic'. */
const THE_ONE_WITH =
  /(?<![\p{L}])(?:i'?m|im|i\s+am|mine'?s|mine\s+is)\s+the\s+(?:one|account|profile)\s+with\s+(?:the|a)\s+[^.!?\n]{0,30}(?:profile\s+(?:pic|picture|photo)|pfp|avatar|dp|icon|banner)/u;

/** A puzzle hiding a detail: 'find my snap in this message', 'take the capitals', 'first letter of each word'. */
const PUZZLE =
  /(?<![\p{L}])(?:(?:find|spot|decode|work\s+out|figure\s+out|crack|solve|read)\s+my\s+\S+(?:\s+\S+)?\s+(?:in|from|hidden\s+in)\s+(?:this|the|my)\s+(?:message|text|sentence|msg|post)|take\s+(?:the|all\s+the|every)\s+(?:capitals|capital\s+letters|caps|first\s+letters?|initials|uppercase)|first\s+letter\s+of\s+(?:each|every)\s+word|(?:hidden|hid)\s+(?:it\s+)?in\s+(?:this|the)\s+(?:message|text))(?![\p{L}])/u;
/** A way round the filter: 'so the bot doesn't see it', 'so it doesn't get blocked', 'to get past the filter'. */
const EVADE =
  /(?<![\p{L}])(?:so\s+(?:the\s+)?(?:bot|bots|filter|filters|mods|moderators|app|site|system|guard|censor|ai|algorithm|it|they)\s+(?:doesn'?t|don'?t|can'?t|won'?t|cannot|will\s+not|does\s+not)\s+(?:see|catch|block|notice|flag|detect|read|get\s+blocked|get\s+flagged|get\s+caught|delete)|so\s+it\s+(?:doesn'?t|won'?t|does\s+not)\s+get\s+(?:blocked|flagged|caught|censored|deleted|removed)|(?:to\s+)?(?:get\s+past|dodge|trick|fool|beat|bypass|avoid)\s+the\s+(?:filter|bot|censor|mods|guard|system))(?![\p{L}])/u;
/** What a puzzle or a way round the filter hides: an app, a detail, a link. */
const HIDDEN =
  /(?<![\p{L}])(?:number|digits|num|email|e-mail|address|addy|handle|username|user|@|link|socials|account|snap|insta|ig|whatsapp|discord|telegram|tiktok|dot|slash|backwards|reversed|spell|spelled)(?![\p{L}])/u;
/** The reader asked to put theirs where the sender can read it: 'put ur insta in ur display name for a sec'. */
const PUT_IN_NAME =
  /(?<![\p{L}])(?:put|add|write|stick|change|set|type)\s+(?:ur|your|yer|ya)\s+\S+(?:\s+\S+)?\s+(?:in|into|as|on|to)\s+(?:ur|your|yer|ya)\s+(?:display\s*name|name|bio|status|profile|about|username|nickname|pfp|description)(?![\p{L}])|(?<![\p{L}])(?:change|set|make)\s+(?:ur|your|yer|ya)\s+(?:display\s*name|name|bio|status|about|nickname)\s+(?:to|into|as)\s+(?:ur|your|yer|ya)\s+(?:snap|insta|ig|number|@|handle|whatsapp|discord|telegram|tiktok|email|socials)(?![\p{L}])/u;
/** A link shortener written without its dot: 'bit ly slash katiechat', 'linktr ee / sam', 't me slash x'. */
const SHORTENER =
  /(?<![\p{L}\p{N}])(?:bit\s*ly|tiny\s*url(?:\s*com)?|linktr\s*ee|t\s+me|wa\s+me|discord\s*gg|is\s*gd|cutt\s*ly|rb\s*gy|tiny\s*cc|ow\s*ly|goo\s*gl)\s*(?:\/|slash|barra)\s*[\p{L}\p{N}_-]{3,}/u;

/** The first account pointed to without the shape of one, or null. */
export function findPointer(cased: string, lower: string, raw: string): string | null {
  const found =
    NAME_THERE.exec(lower) ??
    SPACED_AT.exec(lower) ??
    FRIEND_CODE.exec(lower) ??
    THE_ONE_WITH.exec(lower) ??
    SEARCH_MY_NAME.exec(lower) ??
    PUT_IN_NAME.exec(lower) ??
    SHORTENER.exec(lower);
  if (found) return found[0];
  const given = NAME_GIVEN.exec(lower);
  if (given && !FILE_NAME.test(given[1]!) && MESSAGE_ME.test(lower)) return given[0];
  const search = SEARCH_CJK.exec(raw);
  if (search && accountLike(search[1] ?? search[2]!)) return search[0];
  const real = REAL_NAME_ON.exec(cased);
  if (real && new RegExp(APP_RE.source, 'u').test(real[1]!.toLowerCase())) return real[0];
  const puzzle = PUZZLE.exec(lower) ?? EVADE.exec(lower);
  if (puzzle && HIDDEN.test(lower)) return puzzle[0];
  return null;
}
