// Apps and networks, and handles on them. Naming an app is everyday ('I use Teams for school', 'I deleted
// tiktok'); it is refused only where it offers or asks for contact there: 'add me on snap', 'whatsapp me', 'my ig
// is moon.child.04', 'u on discord?', 'let's move to telegram', 'tiktok @lil.nova'. The text given is the plain
// reading (folded, letters written one by one joined, digits for letters read as letters). What names an app is in
// app-names.ts.
import { APP_ATTRIBUTE, APP_RE, NOT_ALONE } from './app-names';

const PRONOUN = /(?<![\p{L}])(?:me|us|u|you|ya|ur|your|my|this|it|we|mnie|mir|mich|moi)(?![\p{L}])/u;
const VERBS =
  '(?:add|follow|find|dm|dms|pm|message|msg|text|txt|ping|write|call|ring|reach|contact|friend|inbox|slide|invite|request|send|sent|hmu|search|look|sub|subscribe|join|catch|meet|chat|talk|speak|vc|party|move|switch|go|continue|take|come|hang|play|facetime|video|escribeme|mandame|hablame|llamame|chama|manda|ecris|appelle|envoie|schreib|ruf|scrivimi|chiamami|napisz|pisz|dodaj|zadzwon)';
/** A verb, not the noun it also is after a determiner ('my friend added me', 'a text', 'the chat'). */
const CONTACT_VERB = new RegExp(
  `(?<![\\p{L}])(?<!(?<![\\p{L}])(?:my|a|an|the|our|his|her|their|your|ur|best)\\s+)${VERBS}(?![\\p{L}])`,
  'u',
);
const firstMatch = (re: RegExp, text: string) => {
  const m = re.exec(text);
  return m ? { word: m[0], end: m.index + m[0].length } : null;
};
const MODAL =
  /(?<![\p{L}])(?:let'?s|lets|can we|we can|could we|shall we|should we|we should|we could|wanna|want to|how about|why don'?t we|mind if we|pls|please|just)(?![\p{L}])/u;
const TO_APP =
  /(?:on|in|via|over|through|to|into|onto|at|no|na|al|por|sur|auf|en|per|pe|with)\s+(?:the\s+|my\s+|ur\s+|your\s+|a\s+)?$/u;

/** 'Add me' and 'follow me' in other languages ('agrégame', 'ajoute-moi', 'adde mich', 'ekle beni', 'add aku'). */
const ADD_ME = [
  'agregame|anademe|sigueme|me\\s+(?:agrega|anade|sigue|adiciona|add|segue)|adiciona-me|segue-me|ajoute-moi|ajoute\\s+moi',
  'suis-moi|adde\\s+mich|add\\s+mich|folg\\s+mir|aggiungimi|seguimi|voeg\\s+me\\s+toe|volg\\s+me|obserwuj\\s+mnie',
  'ekle\\s+beni|beni\\s+ekle|takip\\s+et|ekle(?:r\\s+misin|sene)|add\\s+(?:aku|gue|gw|saya)|follow\\s+(?:aku|gue|saya)',
  'i-?add\\s+mo\\s+ako|ket\\s+ban\\s+(?:voi\\s+)?(?:minh|toi)|nifuate|niongeze',
].join('|');
const ADD_ME_RE = new RegExp(`(?<![\\p{L}])(?:${ADD_ME})(?![\\p{L}])`, 'u');
/** Asking the reader's name on an app named before ('du hast doch Insta, wie heißt du da?', 'what are you called there?'). */
const NAME_THERE =
  /(?<![\p{L}])(?:wie\s+hei(?:ss|ß|s)t\s+du|what'?s\s+(?:your|ur)\s+(?:name|user(?:name)?|@|handle)|what\s+are\s+(?:you|u)\s+called|como\s+te\s+llamas|como\s+(?:sales|apareces)|c'?est\s+quoi\s+ton\s+(?:nom|pseudo)|tu\s+t'?appelles\s+comment|come\s+ti\s+chiami|jak\s+sie\s+nazywasz|qual\s+(?:e\s+)?(?:o\s+)?(?:seu|teu)\s+(?:nome|user)|como\s+(?:voce\s+)?(?:se\s+chama|te\s+acho)|hoe\s+heet\s+je|adin\s+ne|nama\s+(?:kamu|akunmu)\s+apa)\s+(?:da|dort|drauf|there|on\s+there|on\s+it|ahi|alli|ali|la|la-bas|dessus|li|tam|daar|orada|disana|di\s+sana)(?![\p{L}])/u;
/**
 * The reader's name asked beside an app, in other languages ('insta adın ne?', '¿tu usuario de tiktok?', 'ton pseudo
 * snap ?', 'nama kamu di ig apa?'): the name to look for there.
 */
const YOUR_NAME_ASKED =
  /(?<![\p{L}])(?:adin|adini|kullanici\s+adin|nickin|(?:tu|su)\s+(?:nombre|nick|usuario|user)|(?:ton|votre)\s+(?:nom|pseudo|blaze)|dein(?:en)?\s+(?:name|namen|nick|nutzernamen)|(?:il\s+)?tuo\s+(?:nome|nick)|(?:o\s+)?(?:seu|teu)\s+(?:nome|nick|user)|je\s+naam|twoj\s+(?:nick|login)|nama\s+(?:kamu|mu|lu)|namamu)(?![\p{L}])[^.!\n]{0,20}(?:\?|(?<![\p{L}])(?:ne|nedir|apa|qual|cual|quoi|wie))/u;
/** A name after a colon or a dash: letters first, then digits, '_' or '.' ('kai.draws_'; not '5.2k' or 'v2.3'). */
const LATER_LABEL = /[:—–]\s*(@?(?!v\d)\p{L}[\p{L}\p{N}_.]{3,})/gu;
/** A player's tag on a game or Discord: 'shadowfox#4821', 'tag #2PQ8L9YR' (a friend's tag in Clash Royale); no year. */
const GAME_TAG =
  /[\p{L}\p{N}_.]{2,32}\s?#(?!(?:19|20)\d\d(?!\d))\d{4,5}(?![\p{L}\p{N}])|(?<![\p{L}])tag\s*[:=]?\s*#(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{6,12}(?![\p{L}\p{N}])/u;
/** The reader's own contact asked for, anywhere in the message: with an app named, a move elsewhere. */
const CONTACT_ME =
  /(?<![\p{L}])(?:(?:dm|pm|add|follow|text|txt|message|msg|snap|call|ring|write|ping|inbox|kik|sub|subscribe|find|tag)\s+me|hmu|hit\s+me\s+up|me\s+chama|me\s+manda|escribeme|mandame|hablame|llamame|ecris-?moi|appelle-?moi|envoie-?moi|schreib\s+mir|ruf\s+(?:mich\s+)?an|meld\s+dich|scrivimi|chiamami|(?:napisz|pisz|zadzwon)\s+do\s+mnie|dodaj\s+mnie|odezwij\s+sie|kar?do|karo|text\s+mo\s+ko|same\s+(?:user\s*)?name|same\s+(?:number|@|handle|one)|join\s+my\s+(?:[\p{L}']+\s+){0,2}(?:server|group|channel|gc|lobby|realm|world|party|clan|guild)|that'?s\s+me|(?:i'?m|im|i\s+am)\s+the\s+same\s+(?:thing|name|one|everywhere|@)|my\s+(?:kindripple|kind\s*ripple|display|profile|screen)\s+name|[([]\s*same\s+(?:on|for|at|in|everywhere)|(?:easier|quicker|faster|better)\s+(?:to\s+talk|there|on\s+there)|lets\s+go\s+there|follow\s+(?:4|for)\s+follow)(?![\p{L}])/u;

/** After 'my snap is': words that describe the app rather than name an account on it, and pronouns. */
const STATE =
  /^(?:you|u|me|i|we|they|he|she|it|us|them|him|her|ya|y'all|everyone|everybody|anyone|anybody|someone|somebody|nobody|people|down|broken|dead|not|so|too|very|really|full|empty|boring|toxic|bad|awful|addictive|blocked|banned|hacked|private|deleted|gone|off|like|kinda|literally|always|never|such|getting|being|making|a|an|weird|annoying|lagging|glitching|acting|terrible|overrated|fun|cool|great|good|mid|trash|dying|slow|where|how|what|why|which|who|whose|when|whichever|or|and|vs|versus|for|only|also|still|all|banned|muted|messy|chaos|crazy|loud)$/;
/** After 'I'm': how one is on an app ('I'm always on snap', 'I'm stuck on line 4'), not a name. */
const BEING =
  /^(?:stuck|hooked|addicted|obsessed|always|never|rarely|barely|hardly|active|online|offline|live|big|new|not|banned|blocked|still|only|mostly|also|just|rarely|literally|constantly|working|playing|level|page|chapter)$/;
/** What one has in a game or an app, asked about ('your rank in Valorant?'): no account. */
const STANDING =
  /^(?:rank|ranking|score|scores|level|lvl|elo|mmr|rating|main|mains|streak|streaks|stats|kd|build|deck|skin|skins|tier|league|record|progress|points|xp|highscore|pb|time|playtime|hours|character|team|rango|nivel|puntos|niveau|classement|rang|stufe|livello|punteggio|ranga|poziom|seviye|peringkat)$/;
const SUGGEST = /^(?:better|easier|quicker|faster|safer|simpler)$/;
/** 'Username' in other languages: 'kullanıcı adım', 'nombre de usuario', 'nazwa użytkownika', 'nama pengguna'. */
const OTHER_ACCOUNT_WORDS =
  "kullanici\\s*adi\\p{L}*|nombre\\s+de\\s+usuario|nom\\s+d'utilisateur|benutzername|nazwa\\s+uzytkownika|nome\\s+(?:utente|de\\s+usuario)|gebruikersnaam|nama\\s+pengguna|ten\\s+(?:tai\\s+khoan|dang\\s+nhap)|jina\\s+la\\s+mtumiaji";
/** Words for an account name: 'id', 'ign' (in-game name), 'nick', 'usuario'. */
const ACCOUNT_WORD = `id|user\\s*name|username|user|name|ign|in\\s*game\\s*name|nick|nickname|pseudo|usuario|tag|gt|gamertag|handle|uid|acc|account|${OTHER_ACCOUNT_WORDS}`;
/** 'Mine' after the app ('insta saya', 'ig ku', 'IG của mình'), and 'of' between it and the account word in Japanese,
 * Chinese and Korean ('LINEのID'). */
const MINE_AFTER = '(?:(?:saya|aku|ku|gue|gw|cua\\s+minh|cua\\s+toi|cua\\s+tui|ko|mine)\\s*)?(?:[の的의]\\s*)?';
/** 'Is' and 'is called' in other languages: an account name must follow ('mon snap c'est lea.d07', 'mein Insta
 * heißt jonas.k_2008', 'meu insta é bia_2009', 'mój snap to kuba_07', '我的ins是xiaomei_08'). */
const FOREIGN_IS =
  "(?:c'est|c\\s+est|est|es|e|ist|heisst|heißt|heet|jest|to|je|ar|er|heter|la|ay|adalah)(?=[\\s:])|是|は|는|은";
const LABEL = new RegExp(
  `^\\s*${MINE_AFTER}(?:${ACCOUNT_WORD}|code|friend\\s+code|addy|address|@)?\\s*(?:[:=|>•→⇒➔⟶➡~»—–]|(?<=\\s)-{1,2}>?|-{1,2}>|--|-(?=\\s)|=>|👉|is\\s+just|is|'s|its|it'?s|(as)|(${FOREIGN_IS}))\\s*(\\S+)`,
  'u',
);
const LABELLED = new RegExp(`^\\s*${MINE_AFTER}(?:${ACCOUNT_WORD})\\s+(\\S+)`, 'u');
/** An account word and a name anywhere beside an app: 'insta pe aa jao, id hai rahul_xo_07', 'IGN: Steve_2'. */
const LABELLED_ANYWHERE = new RegExp(
  `(?<![\\p{L}])(?:id|user\\s*name|username|ign|in\\s*game\\s*name|nick|nickname|pseudo|usuario|gamertag|gt|handle|${OTHER_ACCOUNT_WORDS})(?:\\s+(?:is|hai|es|est|ist|e|je|to|jest|ni))?\\s*[:=-]?\\s*(@?[\\p{L}\\p{N}_.#-]+)`,
  'gu',
);
/** A file's name ('main.py', 'notes.pdf') is no account name. */
const FILE_NAME = /\.(?:py|js|ts|html?|css|pdf|docx?|txt|png|jpe?g|gif|mp[34]|java|cpp|md|json|csv|xlsx?|pptx?)$/;
const accountName = (token: string) => {
  const name = token.replace(/[.-]+$/, '');
  return HANDLE_LIKE.test(name) && !FILE_NAME.test(name);
};
/** The sender naming themselves: 'I'm nina_k_sketches', 'it's emmy.lou22'. */
const SELF_NAMED = /(?<![\p{L}])(?:i'?m|im|i\s+am|it'?s|its|called|named)\s+(@?[\p{L}\p{N}_.#-]+)/gu;
/** Something of one's own on an app ('my rank in valorant is gold'): the 'is' is the rank's, not the app's. */
const SOMETHING_ON = new RegExp(
  `(\\p{L}+)\\s+(?:in|on|at|for|en|em|na|no|auf|im|dans|sur|di|su|w)\\s+(?:the\\s+)?$`,
  'u',
);
const ACCOUNT_WORD_RE = new RegExp(`^(?:${ACCOUNT_WORD}|profile|channel|page)$`, 'u');
/** An account name written in a code beside an app: 'snap in base64: bGlseV9tMDk=', 'insta but reversed: 90m.ylil'. */
const ENCODED =
  /(?<![\p{L}])(?:base\s?64|b64|rot\s?13|caesar|cipher|ciphered|encoded|encrypted|decode\s+it|(?:in|en|em|auf|in|w|na|dalam)\s+(?:binary|binario|binaire|binar|hex|morse|ascii|codigo|code)|reversed|backwards|spelled\s+backwards|upside\s+down|atbash)(?![\p{L}])[^.!?\n]{0,12}?[:=\s](?=[\p{L}\p{N}_.=+/-]*[\p{N}_.=])[\p{L}\p{N}_.=+/-]{4,}/u;
/**
 * The sender declining a move elsewhere, or saying they are not there: 'don't tell me your username, let's keep it
 * here', 'I don't, my parents said no'.
 */
const DECLINE =
  /(?<![\p{L}])(?:(?:don'?t|do\s+not|dont)\s+(?:tell|send|give|share)\s+me|(?<!(?:can'?t|cannot|not|never)\s+)(?:keep|stay|chat|talk)(?:ing)?\s+(?:it\s+)?(?:here|on\s+here|in\s+here)|i\s+(?:don'?t|do\s+not)(?:\s+have(?:\s+(?:it|one|an\s+account))?)?\s*[,.!]|not\s+allowed|(?:parents|mum|mom|dad)\s+(?:said\s+no|won'?t\s+let|don'?t\s+let))(?![\p{L}])/u;
/** 'Add kai_j07', 'follow @x', 'search for lily.m09' beside an app: the name to look for there. */
const LOOK_FOR = /(?<![\p{L}])(?:add|follow|find|search(?:\s+for)?|look\s+up|message|dm)\s+(@?[\p{L}\p{N}_.#-]{3,})/gu;
/** An account name made from one's name by a rule: 'my first name dot my last name', 'my name then 09'. */
const NAME_RULE =
  /(?<![\p{L}])(?:my\s+)?(?:first|last|real|full|sur|given)\s*name\s*(?:dot|underscore|\.|_|plus|\+|then|with|and\s+(?:my\s+)?(?:birth|year|age|\d))|my\s+(?:real\s+)?name\s*(?:dot|underscore|\.|_|plus|then|with\s+(?:an?\s+)?(?:underscore|dot|\d))/u;
/** Asking the reader to install an app: 'you should download telegram'. */
const INSTALL =
  /(?<![\p{L}])(?:you|u|ya)\s+(?:should|could|can|need\s+to|gotta|have\s+to|must)\s+(?:download|install|get)\s+(?:the\s+)?(?:app\s+)?$/u;

/**
 * A token that reads as an account name: '@x', a cashtag '$x', or letters with digits, '_' or '.' ('kaiz_',
 * 'moon.child.04').
 */
export const HANDLE_LIKE =
  /^[@$]?(?=[\p{L}\p{N}_.#-]*[\p{L}])(?=[\p{L}\p{N}_.#-]*[\p{N}_.#])[\p{L}\p{N}_][\p{L}\p{N}_.#-]{2,}$|^[@$][\p{L}_][\p{L}\p{N}_.]{1,}$/u;

/** 'Have you got' and 'what is your' in other languages: Spanish, Portuguese, Indonesian, Polish, Tagalog. */
const HAVE_YOU = '(?:tienes|tenes|tens|tem|voce\\s+tem|punya|masz|ano)';
const YOUR_OTHER = '(?:pasame|pasa|dame|mandame|passa|passe|me\\s+passa|me\\s+da|xin|cho\\s+minh\\s+xin)';
const QUESTION_LEAD = new RegExp(
  String.raw`(?<![\p{L}])(?:are\s+you|r\s+u|are\s+u|r\s+you|u|you|ya|do\s+you\s+have|do\s+u\s+have|do\s+ya\s+have|you\s+got|u\s+got|got|have\s+you\s+got|you\s+have|u\s+have|any|what\s+about|you\s+on|u\s+on|${HAVE_YOU})\s+(?:on\s+)?(?:the\s+)?$`,
  'u',
);
const ASK_LEAD = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:what'?s|whats|wats|what\s+is|lmk|send(?:\s+me)?|give\s+me|gimme|drop|share|tell\s+me|can\s+i\s+(?:get|have))\s+(?:your|ur|yr|ya)|${YOUR_OTHER}(?:\s+(?:tu|teu|seu|o\s+teu|o\s+seu|ton|ta))?)\s+(?:the\s+)?$`,
  'u',
);

export interface AppFinding {
  kind: 'app' | 'handle';
  match: string;
}

const sentenceBefore = (text: string, at: number) =>
  text
    .slice(Math.max(0, at - 60), at)
    .split(/[.!?\n]/)
    .pop()!;

/** The first app named in a way that offers or asks for contact there, or null. */
export function findApp(plain: string, joined: string): AppFinding | null {
  const contactMe = CONTACT_ME.test(plain) || ADD_ME_RE.test(plain);
  const modal = MODAL.test(plain);
  const declined = DECLINE.test(plain);
  for (const m of plain.matchAll(APP_RE)) {
    const name = m[1]!;
    const at = m.index!;
    const end = at + m[0].length;
    const after = plain.slice(end);
    const afterRaw = joined.slice(end);
    const before = sentenceBefore(plain, at);
    const canon = name.replace(/\s+/g, ' ');
    const alone = !NOT_ALONE.has(canon);
    // 'line 38' is a line of a text or of code, not the app.
    if (canon === 'line' && /^\s*\d/.test(after)) continue;

    // 'whatsapp me', 'snap me', 'wa me', 'kik me pls'.
    if (
      alone &&
      /^\W{0,2}\s*(?:me|moi|mir|us)(?![\p{L}])/u.test(after) &&
      !/^\s*me\s+(?:to|feel|compare|want|so|sad|happy|think|laugh|cry)\b/.test(after)
    )
      return { kind: 'app', match: `${name}${after.slice(0, 4)}` };
    // 'snap: kai.zzz', 'my ig is moon.child.04', 'xbox gt is Frosty Lemon 22', 'insta 👉 jaz.k'.
    const label = LABEL.exec(afterRaw);
    const labelled = LABELLED.exec(afterRaw)?.[1];
    if (labelled && HANDLE_LIKE.test(labelled.replace(/[,.!?]+$/, '')))
      return { kind: 'handle', match: `${name} ${labelled}` };
    // The app's own thing ('Twitter's old blue', 'Discord's new update'): after ''s' only an account name counts,
    // unless it is the sender's ('my snap's kai').
    const possessive = /^'s(?![\p{L}])/u.test(afterRaw) && !/(?:my|mine)\s+(?:\S+\s+)?$/u.test(before);
    if (
      label &&
      label[3] &&
      ((label[2] === undefined && !possessive) || HANDLE_LIKE.test(label[3].replace(/[.,!?]+$/, '')))
    ) {
      // A word at the end of a sentence keeps no dot of its own ('reddit lied.'); one or two letters are no name.
      const next = label[3].replace(/[^\p{L}\p{N}@_.#-]/gu, '').replace(/[.-]+$/, '');
      const owned = SOMETHING_ON.exec(before)?.[1];
      // 'as' names an account only when an account name follows ('on the ghost app as pixie.dust.08').
      const plainWord = label[1] !== undefined || (owned !== undefined && !ACCOUNT_WORD_RE.test(owned));
      if (SUGGEST.test(next) && !plainWord) return { kind: 'app', match: `${name} ${next}` };
      if (
        (next.length >= 3 || next.startsWith('@')) &&
        !STATE.test(next) &&
        (HANDLE_LIKE.test(next) ||
          (!plainWord && (alone || /my|is/.test(before)) && (name.length > 2 || /my/.test(before))))
      )
        return { kind: 'handle', match: `${name} ${next}` };
    }
    // 'tiktok @lil.nova', 'wechat lily_2008', 'sc lil.nova'.
    const direct = /^\s*[(|•-]?\s*(\S+)/u.exec(afterRaw)?.[1]?.replace(/[),.!?]+$/, '');
    if (direct && HANDLE_LIKE.test(direct)) return { kind: 'handle', match: `${name} ${direct}` };
    // '@sam.smith10 on insta', 'I'm sammyj on Skype'.
    // A name in quotes counts too ('look up 'sunny boi 08' on pinterest'); 'I'm stuck on line 4' names no one.
    // '@sam.smith10 on insta', 'katiie.r ← snap'.
    const owner = /('[^']{3,30}'|\S+)\s+(?:on|@|←|<-+|⬅️?|👈)\s+(?:the\s+)?$/u.exec(
      joined.slice(Math.max(0, at - 40), at),
    )?.[1];
    const iAm = /(?:i'?m|im|i am)\s+(\S+)\s+on\s+$/.exec(before)?.[1];
    // A quoted name reads as an account when it is one joined ('sunny boi 08') or the sender's ('that's my channel'),
    // not a topic to search for ('photosynthesis', 'crash course biology').
    const quotedName =
      /^'.*\p{L}.*'$/u.test(owner ?? '') &&
      (HANDLE_LIKE.test(owner!.replace(/['\s]/g, '')) ||
        /(?<![\p{L}])(?:that'?s|it'?s|thats|its)\s+(?:me|mine|my)|my\s+(?:channel|account|page|profile)/u.test(plain));
    if (owner && (HANDLE_LIKE.test(owner) || quotedName || (alone && iAm && !BEING.test(iAm))))
      return { kind: 'handle', match: `${owner} on ${name}` };
    // 'add me on snap', 'let's talk on WhatsApp', 'slide into my dms on ig', 'talk on signal instead?'.
    // What was sent there is no offer ('I sent it via WhatsApp'); sending the reader something there is.
    const verb = TO_APP.test(before) ? firstMatch(CONTACT_VERB, before) : null;
    const pronoun = verb ? PRONOUN.exec(before.slice(verb.end))?.[0] : undefined;
    const told = pronoun !== undefined && !(verb!.word === 'sent' && /^(?:it|this)$/.test(pronoun));
    if (verb && (told || modal || /hmu|dms?|vc/.test(verb.word) || /\?/.test(after)))
      return { kind: 'app', match: `${before.trim()} ${name}` };
    // An account word or the sender's own name beside the app: 'insta pe aa jao, id hai rahul_xo_07', 'leave a
    // comment on my pinterest, I'm nina_k_sketches'.
    const account = [...joined.matchAll(LABELLED_ANYWHERE)].find((l) => accountName(l[1]!));
    if (account) return { kind: 'handle', match: `${name} ${account[0]}` };
    // A name after a colon or a dash later in the message ('the camera-logo app, pink-orange gradient: kai.draws_').
    const later = alone ? [...joined.slice(end).matchAll(LATER_LABEL)].find((l) => accountName(l[1]!)) : undefined;
    if (later) return { kind: 'handle', match: `${name} ${later[1]}` };
    const tag = GAME_TAG.exec(joined);
    if (tag) return { kind: 'handle', match: `${name} ${tag[0]}` };
    // The sender's own account name beside the app ('the app with the yellow ghost, i'm kai.j07'): a name with
    // digits or '_' beside an app that is no everyday word, or one with a '.' too after 'my <app>'.
    const mine = /(?:my|on|in|at)\s+(?:the\s+)?$/.test(before);
    const self =
      alone || mine
        ? [...joined.matchAll(SELF_NAMED)].find(
            (l) =>
              accountName(l[1]!) &&
              (mine || /[\p{N}_]/u.test(l[1]!)) &&
              !/^'s/.test(joined.slice(l.index! + l[0].length)),
          )
        : undefined;
    if (self) return { kind: 'handle', match: `${name} ${self[0]}` };
    const lookFor = alone ? [...joined.matchAll(LOOK_FOR)].find((l) => accountName(l[1]!)) : undefined;
    if (lookFor) return { kind: 'handle', match: `${name} ${lookFor[0]}` };
    const rule = alone ? NAME_RULE.exec(plain) : null;
    if (rule) return { kind: 'handle', match: `${name} ${rule[0]}` };
    const encoded = ENCODED.exec(joined.slice(Math.max(0, at - 30), end + 40));
    if (encoded) return { kind: 'handle', match: `${name} ${encoded[0]}` };
    // Something of the app's, not an account on it: 'what's your snap score?', 'your insta feed', 'your rank in
    // Valorant?', 'tu nivel en Roblox'.
    const standing = SOMETHING_ON.exec(before)?.[1];
    if (!alone || declined || APP_ATTRIBUTE.test(after) || (standing && STANDING.test(standing))) continue;
    // 'what's your snap', 'lmk ur snap n ill add u'.
    if (ASK_LEAD.test(before)) return { kind: 'app', match: `${before.slice(-12)}${name}` };
    if (INSTALL.test(before)) return { kind: 'app', match: `${before.slice(-20)}${name}` };
    // 'u on disc0rd?', 'do u have snap?', 'tg?', 'signal? same number'.
    // Asking a group ('does anyone use Wizz?') is asking about the app.
    const anyone = /(?<![\p{L}])(?:any|every|some)(?:one|body)|people|kids|teens/u.test(before);
    if (
      !anyone &&
      (/^\s*\?|^\W{0,2}\s*(?:hbu|wbu|and\s+(?:u|you)\s*\?|u\s*\?|you\s*\?)/.test(after) ||
        (QUESTION_LEAD.test(before) && (after.includes('?') || after.trim() === '')))
    )
      return { kind: 'app', match: `${before.slice(-12)}${name}?` };
    // An app named beside 'dm me', 'same name', 'that's me', 'easier there'.
    const near = plain.slice(Math.max(0, at - 30), end + 30);
    if (contactMe || NAME_THERE.test(plain) || YOUR_NAME_ASKED.test(near)) return { kind: 'app', match: name };
    if (
      modal &&
      CONTACT_VERB.test(plain) &&
      /(?<![\p{L}])(?:move|switch|go|talk|chat|continue|take|speak)(?![\p{L}])/u.test(plain)
    )
      return { kind: 'app', match: name };
  }
  return null;
}
