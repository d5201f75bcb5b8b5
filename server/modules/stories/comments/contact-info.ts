// The contact-information rule of part 2 §5, for comments on stories: no e-mail addresses, phone numbers, links,
// social-media handles or names, and no 'add me' / 'call me' phrases. Members may be 13, and a public comment is
// the easiest place for a stranger to ask a child to move somewhere unwatched. A pure function, kept small; the
// Connections area may bring a richer filter that both use.

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\sat\s)\s*[\p{L}\p{N}-]+\s*(?:\.|\(dot\)|\[dot\]|\sdot\s)\s*[a-z]{2,}/iu;
/** Seven or more digits, allowing spaces, dots, dashes and brackets between them (phone numbers). */
const PHONE = /(?:\+|\b)(?:\d[\s().-]{0,3}){7,}/;
const LINK =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(?:com|net|org|io|me|co|app|gg|ly|info|biz|uk|de|fr|ca|au|link|site|xyz)\b/i;
/** An @handle (not an e-mail: nothing word-like right before the @). */
const HANDLE = /(?:^|[^\p{L}\p{N}._-])@[\p{L}\p{N}._]{2,}/u;
const NETWORKS =
  /\b(?:insta(?:gram)?|ig|snap(?:chat)?|sc|whats\s?app|wa|telegram|discord|tik\s?tok|facebook|fb|messenger|kik|signal|skype|wechat|line\s?id|twitter|x\.com|threads|reddit|twitch|roblox|onlyfans|venmo|cash\s?app|paypal)\b/i;
const PHRASES =
  /\b(?:add|call|text|dm|pm|message|msg|ring|follow|contact|email|e-mail|find|hit)\s+me\b|\bmy\s+(?:number|phone|cell|email|e-mail|insta|snap|handle|username|user\s?name)\b|\bhmu\b/i;

/** Whether a text shares or asks for contact details (the rule of part 2 §5). */
export function containsContactInfo(text: string): boolean {
  const t = text.normalize('NFKC');
  return [EMAIL, PHONE, LINK, HANDLE, NETWORKS, PHRASES].some((re) => re.test(t));
}
