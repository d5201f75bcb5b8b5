// A home given as the way to its door rather than as a street and number ('get off at the last stop of the 73, walk
// past the Tesco, second left, red door, number 22, knock twice'), and a flat in a named building ('flat 402, Sunrise
// Apartments, sector 9'). Steps of a way are read from a table of words per language; the way leads to a home when it
// ends at a door, a gate or a house (with its colour, its place in a row or its number) and the reader is asked in
// ('knock', 'ring twice', 'come round', 'kal aaja'). Directions to a public place are kept ('turn left at the library,
// the room is second on the right'): they lead to no door one knocks at.

/** Steps of a way, language by language (regular-expression pieces, read on the folded text). */
const STEPS: Record<string, string[]> = {
  en: [
    '(?:turn|go|keep|take\\s+a|hang\\s+a)\\s+(?:left|right)',
    '(?:first|second|third|fourth|1st|2nd|3rd|4th|next|last)\\s+(?:left|right|turning|street|road)',
    '(?:left|right)\\s+(?:at|after|by|onto|into)',
    '(?:on|to)\\s+(?:the|your)\\s+(?:left|right)',
    '(?:walk|go|keep|head|carry\\s+on)\\s+(?:straight\\s+)?(?:past|along|down|up|through|towards|out\\s+of)',
    'straight\\s+(?:past|on|ahead|down)',
    '(?:get|hop|jump)\\s+off\\s+at',
    '(?:cross|follow)\\s+the',
    '(?:opposite|next\\s+to|across\\s+from|behind|after|before)\\s+the',
    'at\\s+the\\s+end\\s+of',
    'near\\s+the',
  ],
  es: [
    '(?:gira|gire|dobla|tuerce)\\s+a\\s+la\\s+(?:izquierda|derecha)',
    '(?:primera|segunda|tercera)\\s+a\\s+la\\s+(?:izquierda|derecha)',
    'pasa(?:ndo)?\\s+(?:el|la|por)',
    '(?:enfrente|al\\s+lado|detras|despues)\\s+de',
    'bajate\\s+en',
    'todo\\s+recto',
  ],
  fr: [
    'tourne(?:z)?\\s+a\\s+(?:gauche|droite)',
    '(?:premiere|deuxieme|troisieme)\\s+a\\s+(?:gauche|droite)',
    'passe(?:z)?\\s+devant',
    '(?:en\\s+face|a\\s+cote|apres|derriere)\\s+(?:de|du|la|le)',
    'descends\\s+a',
    'tout\\s+droit',
  ],
  de: [
    '(?:links|rechts)\\s+(?:abbiegen|ab|rein|in)',
    '(?:erste|zweite|dritte)\\s+(?:links|rechts)',
    '(?:vorbei\\s+an|am\\s+\\p{L}+\\s+vorbei)',
    '(?:gegenuber|neben|hinter|nach)\\s+(?:dem|der|den)',
    'steig\\s+(?:an|bei)',
    'geradeaus',
  ],
  it: [
    'gira\\s+a\\s+(?:sinistra|destra)',
    '(?:prima|seconda|terza)\\s+a\\s+(?:sinistra|destra)',
    'passa\\s+davanti',
    '(?:di\\s+fronte|accanto|dopo|dietro)\\s+(?:a|al|alla)',
    'scendi\\s+a',
    'sempre\\s+dritto',
  ],
  pt: [
    'vira\\s+a\\s+(?:esquerda|direita)',
    '(?:primeira|segunda|terceira)\\s+a\\s+(?:esquerda|direita)',
    'passa\\s+(?:pelo|pela)',
    '(?:em\\s+frente|ao\\s+lado|depois|atras)\\s+(?:de|do|da)',
    'desce\\s+(?:no|na)',
    'sempre\\s+em\\s+frente',
  ],
  nl: ['(?:linksaf|rechtsaf)', '(?:eerste|tweede|derde)\\s+(?:links|rechts)', 'voorbij\\s+de', 'tegenover\\s+de'],
  pl: ['skrec\\s+w\\s+(?:lewo|prawo)', '(?:pierwsza|druga|trzecia)\\s+w\\s+(?:lewo|prawo)', 'naprzeciwko', 'obok'],
  tr: [
    '(?:sola|saga)\\s+(?:don|sap)',
    '(?:ilk|ikinci|ucuncu)\\s+(?:sol|sag)',
    'karsisinda',
    'yaninda',
    'gectikten\\s+sonra',
  ],
  id: ['belok\\s+(?:kiri|kanan)', 'lewat(?:i)?', 'seberang', 'sebelah', 'lurus\\s+(?:terus|saja)'],
  // Hindi and Urdu in Latin letters: 'mandir ke paas', 'left lena', 'gali'.
  hi: [
    'ke\\s+(?:paas|saamne|samne|baad|peeche|piche|bagal)',
    '(?:left|right|daaye|baaye|daayen|baayen)\\s+(?:lo|lena|mudo|mudna)',
    'wali\\s+gali',
  ],
};

/** Where a home's way ends: a door, a gate or a house with its colour or its place, or a house number. */
const COLOUR =
  'red|blue|green|white|black|yellow|brown|grey|gray|orange|pink|purple|wooden|glass|roja|rojo|azul|verde|blanca|blanco|negra|negro|rouge|bleue|bleu|verte|vert|blanche|blanc|noire|noir|rote|roten|blaue|blauen|grune|weisse|schwarze|rossa|rosso|blu|bianca|bianco|nera|vermelha|vermelho|branca|branco|preta|preto';
const PLACE_IN_ROW = 'first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|corner|end';
const HOME = new RegExp(
  [
    `(?:${COLOUR}|${PLACE_IN_ROW})\\s+(?:front\\s+)?(?:door|gate|house|home|building|porch|garage|flat|block)`,
    '(?:door|gate|house|porte|portail|puerta|portal|porton|tur|tor|haus|portone|cancello|porta|portao|casa)\\s+(?:' +
      COLOUR +
      ')',
    '(?<![\\p{L}])(?:number|no\\.?|nr\\.?|n[°º]|numero|nummer|house\\s+number|door\\s+number)\\s*\\d{1,4}[a-z]?(?![\\p{N}])',
    '(?:house|home|door)\\s+on\\s+the\\s+(?:left|right|corner)',
  ].join('|'),
  'u',
);
/** The reader asked in: 'knock twice', 'ring the bell', 'come round', 'kal aaja', 'sonne', 'klingel'. */
const VISIT =
  /(?<![\p{L}])(?:(?<=(?:^|[.,;:!?—–-])\s*)knock|knock(?=\s*[.!]*\s*$)|knock\s+(?:twice|once|three\s+times|two\s+times|loud(?:ly)?|on\s+the\s+(?:door|window))|ring\s+(?:the\s+)?(?:bell|buzzer|twice|once|three\s+times)|ring\s+twice|buzz\s+(?:me|twice|flat)|come\s+(?:round|over|up|by)|pop\s+(?:round|over|in)|aaja|aa\s+ja(?:o|na)?|kal\s+aa|toca\s+(?:el\s+timbre|la\s+puerta)|llama\s+(?:al\s+timbre|dos\s+veces)|sonne(?:z)?|frappe(?:z)?|klingel(?:n)?|klopf(?:en)?|suona|bussa|toque\s+a\s+campainha|bate\s+(?:na\s+porta|duas)|ketuk|ven\s+a\s+(?:casa|mi\s+casa)|viens\s+(?:chez|a\s+la\s+maison)|komm\s+(?:vorbei|rein|hoch)|vieni\s+(?:a\s+casa|su))(?![\p{L}])/u;

/** A flat with its number in a named building or a district of blocks: 'flat 402, Sunrise Apartments, sector 9'. */
const FLAT =
  /(?<![\p{L}])(?:flat|apt|apartment|unit|suite|piso|appartement|wohnung|house(?=\s+(?:no|number)))(?:'s|\s+is|\s+no\.?|\s+number|\s*#)?\s*\d{1,4}[a-z]?(?![\p{N}])/iu;
const BUILDING =
  /(?<![\p{L}])\p{Lu}\p{L}+\s+(?:Apartments|Apts|Towers?|Residency|Residences?|Heights|Society|Complex|Enclave|Mansions?|Court|Plaza|Villas?|Estate|Block|Nagar|Colony|Vihar|Bagh|Enclave)(?![\p{L}])|(?<![\p{L}])(?:sector|phase|block|plot)\s+\d{1,3}[a-z]?(?![\p{N}])/u;
/** A house number and a name after a flat: 'flat 5B, 71 Kingsway'. */
const NUMBER_AND_NAME = /(?<![\p{L}\p{N}])\d{1,4}[a-z]?,?\s+\p{Lu}\p{L}{3,}/u;

const STEP_RE = new RegExp(
  Object.values(STEPS)
    .flat()
    .map((s) => `(?<![\\p{L}])${s}(?![\\p{L}])`)
    .join('|'),
  'gu',
);

/** The first home given as the way to its door or as a flat in a named building, or null. */
export function findDirections(cased: string): string | null {
  const folded = cased.toLowerCase();
  const steps = folded.match(STEP_RE)?.length ?? 0;
  const home = HOME.exec(folded);
  const visit = VISIT.exec(folded);
  if (home && steps >= 2 && (visit || /\d/.test(home[0]))) return home[0];
  if (home && visit && steps >= 1) return `${home[0]} … ${visit[0]}`;
  const flat = FLAT.exec(cased);
  if (!flat) return null;
  const rest = cased.slice(flat.index + flat[0].length);
  const building = BUILDING.exec(cased) ?? (visit ? NUMBER_AND_NAME.exec(rest) : null);
  return building ? `${flat[0]} … ${building[0]}` : null;
}
