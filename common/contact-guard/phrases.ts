// Phrases that ask for contact details or offer them, or move the talk elsewhere, with no app named: 'whats ur
// number', 'here's my email', 'my email is below', 'call me tonight', 'text me instead of here', 'can I add you
// on something else'. Everyday uses stay: 'call me Sam', 'text me here if you get stuck', 'add me to the study
// group', 'my email is full of spam'. The text given is the plain reading.

import { APP_ATTRIBUTE } from './app-names';

const CONTACT_NOUN =
  '(?:phone\\s+|cell\\s+|mobile\\s+)?(?:number|num|digits|cell|mobile|email|e-mail|email\\s+address|(?:home\\s+|postal\\s+|mailing\\s+|street\\s+)?address|addy|post\\s*code|postal\\s+code|zip(?:\\s*code)?|street(?:\\s+name)?|house\\s+number|@|handle|user\\s*name|socials?|contact|deets|tag|gamertag|snapcode|apple\\s*id|icloud|number\\s+or\\s+\\w+)';
/** What is asked for or offered: the details above, or an account on an app ('here's my snap'). */
const APP_ACCOUNT = 'snap|snapchat|insta|instagram|ig|whatsapp|discord|kik|tiktok|telegram|skype|wechat';
const OFFER_NOUN = `(?:${CONTACT_NOUN}|${APP_ACCOUNT})`;
/** The same, with no word that is also everyday ('write your number in standard form'): for plainer verbs. */
const PLAIN_NOUN = `(?:(?:phone|cell|mobile|whatsapp|telephone)\\s+(?:number|no|num)|e-?mail(?:\\s+address)?|(?:home\\s+|postal\\s+)?address|post\\s*code|zip\\s*code|user\\s*name|handle|socials|apple\\s*id|${APP_ACCOUNT})`;
/** Someone else's detail asked for: 'your parent's email', 'your mum's number'. */
const WHOSE =
  "(?:(?:mum|mom|mommy|dad|daddy|parent|mother|father|guardian|sister|brother|family)'?s?'?\\s+|parents'\\s+)?";
/** Somewhere else the detail is the same: 'my @ everywhere is', 'my name on every app is'. */
const PLACE =
  '(?:\\s+(?:everywhere|elsewhere|on\\s+(?:every|all|each|other|most)\\s+\\p{L}+|on\\s+there|over\\s+there|outside\\s+(?:of\\s+)?here))?';

/** Words after 'call me' that are not a name ('call me tonight', 'call me there at 8'). */
const NOT_A_NAME =
  'tonight|tomorrow|today|later|now|back|please|pls|plz|asap|when|whenever|sometime|anytime|any|on|at|maybe|if|after|before|there|here|soon|rn|x|so|and|or|instead|this|then|sometimes|again|once';
/** Words after 'my email is' that describe it rather than give it. */
const STATE =
  'full|broken|dead|not|so|too|very|really|private|new|old|changed|blocked|hacked|down|off|on\\s+silent|acting|weird|slow|filled|flooded|overflowing|a\\s+mess|messy|always|never|being|getting|just\\s+for|for|only\\s+for|gone|deleted|disconnected|cut\\s+off|taken|what|how|stupid|dumb|silly|embarrassing|cringe|cringey|funny|long|short|easy|hard|simple|bad|good|great|nice|cool|random|basic|boring|ugly|childish|lame|terrible|awful|annoying|so\\s+\\w+|kinda|literally|like|from|about|ancient|older|years|changing|moving|different|secret';

const PHRASES: RegExp[] = [
  // 'call me tonight', 'call me?', 'call me' at the end; never 'call me Sam'.
  new RegExp(
    `(?<![\\p{L}])(?:call|ring|phone|facetime)\\s+me(?:\\s+(?:${NOT_A_NAME})(?![\\p{L}])|\\s*[?!.,]|\\s*$)`,
    'u',
  ),
  /(?<![\p{L}])give\s+me\s+a\s+(?:call|ring|text|bell)(?![\p{L}])/u,
  // 'text me' unless it is here ('text me here if you get stuck', 'text me the answer here').
  /(?<![\p{L}])(?:text|txt|sms)\s+me(?![\p{L}])(?![^.!?\n]{0,40}?(?<![\p{L}])(?<!(?:not|of|than)\s+)(?:here|on\s+here|in\s+here|in\s+(?:the|this)\s+chat|on\s+(?:the|this)\s+(?:site|app)|through\s+(?:the|this))(?![\p{L}]))/u,
  // Asking for the other's details.
  new RegExp(
    `(?<![\\p{L}])(?:what'?s|whats|wats|what\\s+is|lmk|send(?:\\s+me)?|give(?:\\s+me)?|gimme|drop|share|need|want|get|tell\\s+me|can\\s+i\\s+(?:get|have)|may\\s+i\\s+have|post)\\s+(?:your|ur|yr|ya|you'?re)\\s+${WHOSE}${OFFER_NOUN}(?![\\p{L}])`,
    'u',
  ),
  new RegExp(
    `(?<![\\p{L}])(?:(?:reply|respond|answer|comment)\\s+with|leave|enter|type|write\\s+down|put\\s+down|fill\\s+in)\\s+(?:your|ur|yr)\\s+${WHOSE}${PLAIN_NOUN}(?![\\p{L}])`,
    'u',
  ),
  // Asking which street or house: 'what street do you live on?', 'which road are you on?'.
  /(?<![\p{L}])(?:what|which|wat)\s+(?:street|road|house(?:\s+number)?|flat|building|block|estate)\s+(?:do|are|r)\s+(?:you|u)\s+(?:live|living|stay|staying|on|in|at)(?![\p{L}])/u,
  // Asking whether the reader has one: 'have you got a number?', 'do u have an email?'.
  /(?<![\p{L}])(?:do\s+(?:you|u|ya)\s+have|have\s+(?:you|u)\s+got|(?:you|u)\s+got)\s+(?:a|an|any)\s+(?:phone\s+number|number|mobile|cell|e-?mail(?:\s+address)?|whatsapp)\s*\?/u,
  // Offering one's own.
  new RegExp(
    `(?<![\\p{L}])(?:here'?s|heres|take|(?:i'?ll|i\\s+will|i\\s+can|let\\s+me)?\\s*(?:give|send|dm|text)\\s+(?:you|u|ya))\\s+my\\s+${OFFER_NOUN}(?![\\p{L}])`,
    'u',
  ),
  new RegExp(
    `(?<![\\p{L}])my\\s+${CONTACT_NOUN}${PLACE}\\s*(?:is|'s|:|=|starts\\s+with|ends\\s+with|begins\\s+with|its|it'?s)(?!\\s*(?:${STATE})(?![\\p{L}]))(?!\\s*\\d{1,2}\\s*(?:$|[.!,;)]|(?:in|on|for|of|at)(?![\\p{L}])))`,
    'u',
  ),
  // 'ur digits?', 'your postcode pls': a detail asked for with nothing but a question.
  /(?<![\p{L}])(?:your|ur|yr)\s+(?:digits|number|num|addy|address|post\s*code|zip(?:\s*code)?|e-?mail|socials|@|deets)\s*(?:\?|pls|plz|please|(?:\s*\p{Extended_Pictographic})+\s*$)/u,
  // 'check my bio for my snap'.
  new RegExp(
    `(?<![\\p{L}])(?:check|see|look\\s+at|read)\\s+my\\s+(?:bio|profile|pfp|about)\\s+for\\s+(?:my\\s+)?${OFFER_NOUN}(?![\\p{L}])`,
    'u',
  ),
  // 'slide into my dms'.
  /(?<![\p{L}])(?:slide|come)\s+(?:in)?to\s+my\s+dms?(?![\p{L}])/u,
  // 'my id is sammyj2': an account name given.
  /(?<![\p{L}])my\s+(?:id|user\s*name|username|handle|gamertag|gt|tag|user)\s*(?:is|:|=)\s*@?(?=[\p{L}\p{N}_.]*[\p{N}_.])(?=[\p{L}\p{N}_.]*\p{L})[\p{L}\p{N}_.]{3,}/u,
  // 'add me, I am sammyj', 'add me on something else'; never 'add me to the group'.
  /(?<![\p{L}])add\s+(?:me|you|u)\s*(?:on(?!\s+here)|,?\s*(?:i\s+am|i'?m|im|it'?s|its|username|user)(?![\p{L}])|[:@])/u,
  // 'find me on', 'you'll find me', 'look me up'.
  /(?<![\p{L}])(?:find\s+me(?:\s+(?:on|there|at|under|as|by|if|online)(?![\p{L}])|\s*[.!,]|\s*$)|look\s+me\s+up|search\s+(?:for\s+)?me(?![\p{L}]))/u,
  // Elsewhere: 'a different app', 'what else u on', 'instead of here'.
  /(?<![\p{L}])(?:(?:another|a\s+different|other|different|a\s+new|a\s+better)\s+(?:app|site|platform|place)(?![\p{L}])|on\s+(?:other|different)\s+(?:apps|sites|platforms)(?![\p{L}])|what\s+else\s+(?:are\s+|r\s+)?(?:u|you)\s+on|off\s+(?:this|the)\s+(?:app|site)|outside\s+(?:of\s+)?(?:this|the)\s+(?:app|site)|instead\s+of\s+(?:here|this\s+(?:app|site|chat))|mods\s+can'?t|without\s+the\s+mods)/u,
  // A game's room to meet in: 'join my among us lobby, code QWXRTZ'.
  /(?<![\p{L}])join\s+my\s+(?:[\p{L}']+\s+){0,3}(?:lobby|realm|server|room|world|party|clan|guild)(?![\p{L}])[^.!?\n]{0,20}(?<![\p{L}])(?:code|id|ip)\s*[:=]?\s*[\p{L}\p{N}-]{4,}/u,
  // A detail left on the profile: 'the number on my profile pic', 'my handle is in my bio', 'qr code in my banner'.
  new RegExp(
    `(?<![\\p{L}])(?:${OFFER_NOUN}|numbers|links?|qr\\s*code|(?<=scan\\s+(?:the|my|this|that)\\s+)code|accounts)(?![\\p{L}])(?!\\s+of(?![\\p{L}]))[^.!?\\n]{0,30}(?<![\\p{L}])(?:in|on)\\s+my\\s+(?:bio|profile|pfp|pic|banner|about|status|description|header)(?![\\p{L}])`,
    'u',
  ),
  // The same name elsewhere: 'same name as here', 'same @ on every app', 'my username here plus 2009', 'my display
  // name here but with an underscore'.
  /(?<![\p{L}])(?:same\s+(?:user\s*)?(?:name|@|handle|username|tag|id)\s+(?:as\s+(?:here|this|on\s+here)|on\s+(?:every|all|each|both)|everywhere|both|for\s+(?:every|all))|my\s+(?:user\s*|display\s+|screen\s+)?name\s+(?:on\s+)?here(?!\s+(?:is|was)(?![\p{L}])))/u,
  // A code to scan on the profile: 'scan my snapcode', 'scan the yellow square in my profile photo', 'my snapcode
  // is my pfp'.
  /(?<![\p{L}])(?:scan\s+(?:my\s+(?:snap\s*code|qr(?:\s*code)?|code|pfp|avatar|profile\s+(?:pic|photo|picture))|(?:the|this|that)\s+[^.!?\n]{0,30}?(?:in|on)\s+my\s+(?:bio|profile|pfp|pic|photo|picture|avatar|banner|story|status|header))|(?:snap\s*code|qr\s*code)\s+(?:is\s+|in\s+|on\s+)my\s+(?:bio|profile|pfp|pic|photo|picture|avatar|banner|story))(?![\p{L}])/u,
  // Offering to text or call: 'i can text you reminders', 'i'll call you tonight'; never 'text you here', 'call
  // you Sam'.
  new RegExp(
    String.raw`(?<![\p{L}])(?:i'?ll|i\s+will|i\s+can|i\s+could|let\s+me|lemme)\s+(?:(?:text|txt|ring|facetime|whatsapp)\s+(?:you|u|ya)(?![\p{L}])(?!\s+(?:here|on\s+here|in\s+(?:the|this)\s+chat)(?![\p{L}]))|call\s+(?:you|u|ya)(?:\s+(?:${NOT_A_NAME})(?![\p{L}])|\s*[?!.,]|\s*$))`,
    'u',
  ),
  // Pointers to accounts: 'you'll find all my accounts', 'type my username into the search bar'.
  /(?<![\p{L}])(?:(?:find|see|check|follow)\s+(?:all\s+)?my\s+(?:accounts|socials|other\s+accounts|profiles)|(?:type|search|put|enter)\s+my\s+(?:user\s*name|handle|name|@))(?![\p{L}])/u,
  // Hiding the talk: 'delete this chat after you add me', 'safer than here'.
  /(?<![\p{L}])(?:delete\s+(?:this|the|our)\s+(?:chat|convo|conversation|messages)|(?:safer|more\s+private|private)\s+than\s+(?:here|this))(?![\p{L}])/u,
  // Asking for a number in Hindi or Spanish written in Latin letters: 'apna number de na', 'pasame tu numero'.
  /(?<![\p{L}])(?:(?:apna|apni|tera|teri|tumhara|aapka)\s+(?:number|no|num|whatsapp|insta|snap)\s+(?:de|do|dena|bhej|bhejo|bata|batao)|(?:pasame|dame|mandame|passa|me\s+passa)\s+(?:tu|teu|seu|o\s+teu)\s+(?:numero|cel|celular|whats|insta|snap))(?![\p{L}])/u,
  // A way to reach the reader outside, asked for: 'how would I reach you if this app shuts down', 'got an @
  // somewhere?', 'drop the @', 'where else can I find you?'.
  /(?<![\p{L}])(?:how|where)\s+(?:would|could|can|do|will|should|might|else\s+can)\s+i\s+(?:reach|contact|find|get\s+hold\s+of|talk\s+to|message|text|follow)\s+(?:you|u|ya)(?:\s+(?:if|when|outside|off|after|elsewhere|once|else|otherwise)|\s*\?)(?![\p{L}])/u,
  // The same in other languages: 'hoe kan ik je bereiken als...', 'wie kann ich dich erreichen?', 'comment je peux te
  // joindre ?', '¿cómo te puedo contactar si...?', 'sana nasıl ulaşırım?'.
  /(?<![\p{L}])(?:hoe\s+kan\s+ik\s+(?:je|jou)\s+(?:bereiken|contacteren|vinden)|wie\s+kann\s+ich\s+dich\s+(?:erreichen|kontaktieren|finden)|comment\s+(?:je\s+peux|puis-je|on\s+peut)\s+te\s+(?:joindre|contacter|trouver)|como\s+(?:te\s+puedo|puedo)\s+(?:contactar(?:te)?|localizar(?:te)?|encontrar(?:te)?)|como\s+(?:posso|eu\s+posso)\s+(?:te\s+)?(?:contactar|achar|encontrar)|come\s+posso\s+(?:contattarti|trovarti|raggiungerti)|jak\s+moge\s+sie\s+z\s+toba\s+skontaktowac|sana\s+nasil\s+ulasirim|(?:gimana|bagaimana)\s+(?:cara\s+)?(?:hubungi|menghubungi|kontak)\s+(?:kamu|kau|lu))(?![\p{L}])[^.!\n]{0,40}(?:\?|(?<![\p{L}])(?:als|wenn|si|se|jika|kalau|jesli|eger)(?![\p{L}]))/u,
  /(?<![\p{L}])(?:got|have|has|any)\s+(?:an?\s+)?(?:@|handle|socials?|account|acc)\s*(?:somewhere|anywhere|elsewhere|else|\?)/u,
  /(?<![\p{L}])(?:drop|send|share|post|leave|give|gimme|chuck|slide)\s+(?:me\s+|us\s+)?(?:the|ur|your|yer|ya|ya\s+)\s*(?:@|handle|socials|deets|digits|addy)(?![\p{L}\p{N}_])(?!\s+(?:of|for)(?![\p{L}]))/u,
  // An address ending offered: 'same as my username but with @gmail.com'.
  /@\s*(?:gmail|googlemail|hotmail|yahoo|outlook|icloud|proton|protonmail|aol|gmx|yandex|live|msn)(?![\p{L}])/u,
];

/** 'somewhere else', 'somewhere the mods can't read': elsewhere, with a word about talking in the message. */
const ELSEWHERE =
  /(?<![\p{L}])(?:without|past|around|avoiding|away\s+from)\s+(?:the\s+|any\s+)?(?:filters?|mods|moderators?|moderation|censors?)(?![\p{L}])|(?<![\p{L}])(?:somewhere|something|anywhere|some\s*place|someplace|elsewhere)(?:\s+else|\s+(?:private|safer|secret|more\s+private)|\s+(?:the\s+mods|they|nobody|no\s+one|your\s+parents|parents|mods)\s+(?:can'?t|don'?t|won'?t|doesn'?t))(?![\p{L}])|(?<![\p{L}])elsewhere(?![\p{L}])/u;
const TALK =
  /(?<![\p{L}])(?:talk|chat|add|move|continue|message|msg|text|go|switch|dm|speak|read|private|call|meet)(?![\p{L}])/u;

/**
 * Someone else asked to call or text the writer ('i told my sister to text me', 'my mum will call me later'): the
 * words just before the phrase name a third person.
 */
const SOMEONE_ELSE =
  /(?<![\p{L}])(?:(?:told|asked|tell|ask|reminded|remind|want|wants|wanted|need|needs|get|got|make|made|let)\s+(?:my|her|his|their|our|the)\s+\p{L}+(?:\s+\p{L}+)?\s+to|(?:she|he|they|(?:my\s+)?(?:mum|mom|dad|mother|father|sister|brother|friend|teacher|coach|gran|nan|grandma|grandpa|aunt|auntie|uncle|cousin|tutor|parents|boss))(?:'ll|\s+(?:will|would|should|could|can|always|never|usually|didn'?t|doesn'?t|won'?t|forgot\s+to|has\s+to|had\s+to))?)\s+$/u;

/** Advice against giving a detail: 'never give your number to strangers', 'don't share your address'. */
const NEGATED =
  /(?<![\p{L}])(?:never|don'?t|dont|do\s+not|doesn'?t|shouldn'?t|should\s+not|not\s+to|mustn'?t|must\s+not)(?:\s+(?:ever|even|just|go))?\s+$/u;

/** A phrase quoted in a message about words ('how do you say 'call me later' in spanish?'): mentioned, not said. */
const ABOUT_WORDS =
  /(?<![\p{L}])(?:say|says|said|mean|means|meaning|translate|translation|word|words|phrase|phrases|expression|idiom|idioms|slang|formal|informal|polite|rude|old-fashioned|outdated|natural|sound|sounds|difference|vs|versus|spell|spelled|spanish|french|german|english|italian|portuguese|grammar|sentence|dice|dit|sagt|significa|signifie|bedeutet|ingles|anglais|englisch|inglese|espanol|espagnol|spanisch)(?![\p{L}])/u;
const quoted = (text: string, at: number, end: number) =>
  /'[^']*$/.test(text.slice(0, at)) && /^[^']*'/.test(text.slice(end)) && ABOUT_WORDS.test(text);

/** Taking an offer back for the chat here: 'no wait, let's talk here', 'jk, keep it here'. */
const TAKEN_BACK =
  /(?<![\p{L}])(?:no\s+wait|jk|just\s+kidding|never\s*mind|nvm|actually)[,.!\s]+(?:let'?s\s+)?(?:just\s+)?(?:talk|chat|stay|keep\s+it|keep\s+talking)\s+(?:on\s+|in\s+)?here(?![\p{L}])/u;

/** The first phrase that asks for or offers contact elsewhere, in either reading, or null. */
export function findPhrase(plain: string, joined: string): string | null {
  const elsewhere = ELSEWHERE.exec(plain);
  if (elsewhere && TALK.test(plain)) return elsewhere[0];
  // Taken back in the same message: 'call me later? no wait, let's talk here'.
  if (TAKEN_BACK.test(plain)) return null;
  for (const re of PHRASES) {
    for (const text of [plain, joined]) {
      const m = re.exec(text);
      if (!m) continue;
      const before = text.slice(Math.max(0, m.index - 50), m.index);
      const end = m.index + m[0].length;
      if (SOMEONE_ELSE.test(before) || NEGATED.test(before) || quoted(text, m.index, end)) continue;
      // Something of the app's, not an account on it: 'what's your snap score?'.
      if (APP_ATTRIBUTE.test(text.slice(end))) continue;
      return m[0].trim();
    }
  }
  return null;
}
