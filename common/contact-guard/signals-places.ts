// A place one can be found at (decision 052, 'Tuned on corpus G'): a named street, school, station, hotel or shop
// ('Rowan Lane', 'Greenfield High', 'outside Boots', 'calle Mayor'), given with a signal that the reader is meant to
// come or to recognise the sender there: an invitation ('come up', 'ask for me', 'ven'), how to recognise them ('I'll
// be in my green hoodie', 'so I know it's you', 'I'm always in the library at lunch'), or a home ('I live above',
// 'the house with the trampoline', 'no. 6', 'my address'). A named place alone ('the chip shop on Mill Road closes
// at 9') and an invitation to no named place ('meet me in the library') are kept.
const NAME = String.raw`(?:\p{Lu}[\p{L}'’-]*\s+){1,3}`;
const SUFFIX = String.raw`(?:St|Street|Road|Rd|Lane|Ln|Drive|Dr|Close|Avenue|Ave|Grove|Way|Crescent|Gardens|Terrace|Place|Row|Hill|Park|Square|High|Academy|School|College|Middle|Primary|Secondary|Station|station|Inn|Hotel|Mall|Centre|Center|Church|Estate|Court|Tower|Flats|Apartments)`;
const NAMED_PLACE = new RegExp(
  [
    String.raw`(?<![\p{L}])${NAME}${SUFFIX}(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:outside|opposite|above|behind|beside|next\s+to|across\s+from)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]+`,
    String.raw`(?<![\p{L}])(?:calle|avenida|plaza|parque|estacion|rue|avenue|place|parc|gare|via|piazza|parco|stazione|rua|praca|ulica|ul\.|park|bahnhof)\s+(?:de\s+(?:la\s+)?|del\s+|du\s+|des\s+|da\s+|do\s+)?\p{Lu}`,
    String.raw`\p{Lu}\p{Ll}+(?:stra(?:ss|ß)e|weg|platz|gasse)(?![\p{L}])`,
  ].join('|'),
  'u',
);
const bounded = (parts: string[]) =>
  new RegExp(parts.map((p) => String.raw`(?<![\p{L}])(?:${p})(?![\p{L}])`).join('|'), 'u');
/** An invitation with no more: it counts with a time or a day ('come to the bus stop outside Greenfield High at 4'). */
const INVITED = bounded([
  String.raw`come(?:\s+(?:to|by|in))?|meet\s+me|see\s+(?:you|u)\s+there|ven(?:te)?|viens|vieni|venha|komm|wpadnij|kom\s+langs`,
  String.raw`nos\s+vemos|quedamos|on\s+se\s+(?:voit|retrouve)|rdv|rendez-vous|(?:wir\s+)?treffen\s+(?:wir\s+)?uns|ci\s+vediamo|vamos\s+nos\s+encontrar|a\s+gente\s+se\s+ve|spotkajmy\s+sie|bulusalim|ketemuan`,
]);
const WHEN =
  /\d|(?<![\p{L}])(?:today|tonight|tomorrow|after\s+school|at\s+lunch|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|manana|demain|morgen|domani)(?![\p{L}])/u;
/** Asked to come up, to find the sender, or told how to recognise them; a home given. */
const BE_FOUND = bounded([
  String.raw`come\s+(?:up|round|over|say\s+hi|find\s+me|see\s+me|to\s+mine)|come(?=\s*(?:$|\p{Extended_Pictographic}))|ask\s+for\s+me`,
  String.raw`llevo\s+(?:una?|el|la|mi)|je\s+(?:porterai|serai\s+en)|j'aurai\s+(?:une?|mon|ma)|ich\s+(?:trag|trage)|indosso|vou\s+estar\s+de|bede\s+mial|so\s+i\s+know\s+(?:it'?s|its)\s+(?:you|u)|i'?ll\s+(?:be\s+)?(?:in|wear|wearing)\s+(?:my|a|the)|wear\s+something|i'?m\s+always\s+(?:in|at|by|on|near)|(?:picked|pick\s+me)\s+up|every\s+(?:saturday|sunday|day|morning|afternoon|evening|weekend|monday|tuesday|wednesday|thursday|friday)`,
  String.raw`i\s+live|i\s+work|my\s+(?:house|home|flat|address)|(?:i'?m|im|we'?re|were)\s+the\s+(?:\p{L}+\s+){0,2}(?:house|flat|door|building|apartment|cottage|bungalow)|the\s+house\s+(?:w|with)|the\s+only\s+house|(?:no\.?|number|nr\.?|n[º°])\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)|to\s+mine|flats`,
  String.raw`el\s+numero|le\s+numero|numero\s+\d`,
]);
/** A Korean address: a district and a neighbourhood or road, then a number ('마포구 합정동 123-4'). */
const KOREAN_ADDRESS = /[가-힣]+(?:구|시|군)\s*[가-힣]+(?:동|로|길|읍|면)\s*\d+(?:-\d+)?/u;

/** A named place where the reader is to come or find the sender, or null. */
export function findPlaceSignal(cased: string, folded: string, raw: string): string | null {
  const korean = KOREAN_ADDRESS.exec(raw);
  if (korean) return korean[0];
  const place = NAMED_PLACE.exec(cased);
  if (!place) return null;
  const found = BE_FOUND.exec(folded) ?? (WHEN.test(folded) ? INVITED.exec(folded) : null);
  return found ? `${place[0].trim()} … ${found[0]}` : null;
}
