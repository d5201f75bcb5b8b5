// Phrases that ask for contact details or offer them, or move the talk elsewhere, with no app named: 'whats ur
// number', 'here's my email', 'my email is below', 'call me tonight', 'text me instead of here', 'can I add you
// on something else'. Everyday uses stay: 'call me Sam', 'text me here if you get stuck', 'add me to the study
// group', 'my email is full of spam'. The text given is the plain reading.

const CONTACT_NOUN =
  '(?:phone\\s+|cell\\s+|mobile\\s+)?(?:number|num|digits|cell|mobile|email|e-mail|email\\s+address|addy|@|handle|socials?|contact|deets|tag|gamertag|snapcode|number\\s+or\\s+\\w+)';
/** What is asked for or offered: the details above, or an account on an app ('here's my snap'). */
const OFFER_NOUN = `(?:${CONTACT_NOUN}|snap|snapchat|insta|instagram|ig|whatsapp|discord|kik|tiktok|telegram|skype|wechat)`;

/** Words after 'call me' that are not a name ('call me tonight', 'call me there at 8'). */
const NOT_A_NAME =
  'tonight|tomorrow|today|later|now|back|please|pls|plz|asap|when|whenever|sometime|anytime|any|on|at|maybe|if|after|before|there|here|soon|rn|x|so|and|or|instead|this|then|sometimes|again|once';
/** Words after 'my email is' that describe it rather than give it. */
const STATE =
  'full|broken|dead|not|so|too|very|really|private|new|old|changed|blocked|hacked|down|off|on\\s+silent|acting|weird|slow|filled|flooded|overflowing|a\\s+mess|messy|always|never|being|getting|just\\s+for|for|only\\s+for|gone|deleted|disconnected|cut\\s+off|taken|what|how|stupid|dumb|silly|embarrassing|cringe|cringey|funny|long|short|easy|hard|simple|bad|good|great|nice|cool|random|basic|boring|ugly|childish|lame|terrible|awful|annoying|so\\s+\\w+|kinda|literally|like|from|about|ancient|older|years';

const PHRASES: RegExp[] = [
  // 'call me tonight', 'call me?', 'call me' at the end; never 'call me Sam'.
  new RegExp(
    `(?<![\\p{L}])(?:call|ring|phone|facetime)\\s+me(?:\\s+(?:${NOT_A_NAME})(?![\\p{L}])|\\s*[?!.,]|\\s*$)`,
    'u',
  ),
  /(?<![\p{L}])give\s+me\s+a\s+(?:call|ring|text|bell)(?![\p{L}])/u,
  // 'text me' unless it is here ('text me here if you get stuck').
  /(?<![\p{L}])(?:text|txt|sms)\s+me(?!\s+(?:here|on\s+here|in\s+here|in\s+(?:the|this)\s+chat|on\s+(?:the|this)\s+(?:site|app)|through\s+(?:the|this))(?![\p{L}]))/u,
  // Asking for the other's details.
  new RegExp(
    `(?<![\\p{L}])(?:what'?s|whats|wats|what\\s+is|lmk|send(?:\\s+me)?|give(?:\\s+me)?|gimme|drop|share|need|want|get|tell\\s+me|can\\s+i\\s+(?:get|have)|may\\s+i\\s+have|post)\\s+(?:your|ur|yr|ya|you'?re)\\s+${OFFER_NOUN}(?![\\p{L}])`,
    'u',
  ),
  // Offering one's own.
  new RegExp(
    `(?<![\\p{L}])(?:here'?s|heres|take|(?:i'?ll|i\\s+will|i\\s+can|let\\s+me)?\\s*(?:give|send|dm|text)\\s+(?:you|u|ya))\\s+my\\s+${OFFER_NOUN}(?![\\p{L}])`,
    'u',
  ),
  new RegExp(
    `(?<![\\p{L}])my\\s+${CONTACT_NOUN}\\s*(?:is|'s|:|=|starts\\s+with|ends\\s+with|begins\\s+with|its|it'?s)(?!\\s*(?:${STATE})(?![\\p{L}]))`,
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
  /(?<![\p{L}])(?:(?:another|a\s+different|other|different|a\s+new|a\s+better)\s+(?:app|site|platform|place)(?![\p{L}])|what\s+else\s+(?:are\s+|r\s+)?(?:u|you)\s+on|off\s+(?:this|the)\s+(?:app|site)|outside\s+(?:of\s+)?(?:this|the)\s+(?:app|site)|instead\s+of\s+(?:here|this\s+(?:app|site|chat))|mods\s+can'?t|without\s+the\s+mods)/u,
  // An address ending offered: 'same as my username but with @gmail.com'.
  /@\s*(?:gmail|googlemail|hotmail|yahoo|outlook|icloud|proton|protonmail|aol|gmx|yandex|live|msn)(?![\p{L}])/u,
];

/** 'somewhere else', 'somewhere the mods can't read': elsewhere, with a word about talking in the message. */
const ELSEWHERE =
  /(?<![\p{L}])(?:somewhere|something|anywhere|some\s*place|someplace|elsewhere)(?:\s+else|\s+(?:the\s+mods|they|nobody|no\s+one)\s+can'?t)(?![\p{L}])|(?<![\p{L}])elsewhere(?![\p{L}])/u;
const TALK =
  /(?<![\p{L}])(?:talk|chat|add|move|continue|message|msg|text|go|switch|dm|speak|read|private|call|meet)(?![\p{L}])/u;

/** The first phrase that asks for or offers contact elsewhere, in either reading, or null. */
export function findPhrase(plain: string, joined: string): string | null {
  const elsewhere = ELSEWHERE.exec(plain);
  if (elsewhere && TALK.test(plain)) return elsewhere[0];
  for (const re of PHRASES) {
    const m = re.exec(plain) ?? re.exec(joined);
    if (m) return m[0].trim();
  }
  return null;
}
