// The words of street addresses in many languages: the data the address reader (addresses.ts) is built from. Each
// row is one way of writing a street: where the street word stands ('suffix': after the name, as in '14 Elm Road';
// 'prefix': before it, as in 'Calle Mayor 12'; 'compound': the end of one word, as in 'Hauptstraße 5') and where the
// house number goes ('before' or 'after' the street). A 'weak' word is an everyday word too ('close', 'way', 'via',
// 'place', 'corso'): it makes a street only after a name written with a capital. Words are folded (lower case, no
// accents), as the guard reads text.

/** Words between commas, in one string or several. */
const list = (words: string | string[]) => [words].flat().flatMap((part) => part.split(', '));

export interface StreetWords {
  at: 'prefix' | 'suffix' | 'compound';
  number: 'before' | 'after';
  strong: string[];
  weak?: string[];
}

export const STREET_WORDS: StreetWords[] = [
  // English: '14 Elm Road', '1200 Main St', '7 Willow Close'.
  {
    at: 'suffix',
    number: 'before',
    strong: list([
      'road, rd, street, lane, ln, avenue, ave, boulevard, blvd, terrace, terr, crescent, cres, gardens',
      'gdns, grove, mews, parkway, pkwy, highway, hwy',
    ]),
    weak: list([
      'st, drive, dr, close, way, place, pl, court, ct, square, sq, row, hill, walk, view, rise, green',
      'park, circle, cir, wharf, trail, alley, plaza, parade, heights',
    ]),
  },
  // French and Vietnamese: '8 rue des Lilas', '12 bis avenue Foch', 'so 12 duong Le Loi'.
  {
    at: 'prefix',
    number: 'before',
    strong: list('rue, avenue, av, boulevard, bd, bld, impasse, allee, faubourg, duong, đuong, pho'),
    weak: list('chemin, quai, place, pl, route, rte, cours, square, passage, ngo, hem'),
  },
  // Spanish, Portuguese, Italian, Polish, Czech, Indonesian, Romanian: 'Calle Mayor 12', 'Rua das Flores 45',
  // 'Via Roma 12', 'ul. Długa 5', 'Jl. Sudirman No. 5', 'Calea Victoriei 10'.
  {
    at: 'prefix',
    number: 'after',
    strong: list([
      'calle, c/, avenida, avda, carretera, travesia, urbanizacion, urb, rua, travessa, rodovia, viale',
      'vicolo, ul, ulica, ulicy, ulice, aleja, osiedle, namesti, trida, jalan, jl, jln, lorong, calea',
      'bulevardul, soseaua, aleea',
    ]),
    weak: list([
      'av, paseo, plaza, pza, camino, ronda, pasaje, praca, alameda, estrada, largo, via, piazza, corso',
      'strada, plac, str, piata',
    ]),
  },
  // German, Hungarian and Turkish words after the name, the number after them: 'Berliner Straße 12', 'Kossuth
  // utca 5', 'Atatürk Cad. No: 12'.
  {
    at: 'suffix',
    number: 'after',
    strong: list([
      'strasse, straße, str, allee, gasse, damm, ufer, chaussee, utca, korut, caddesi, cad, sokak, sokagi',
      'sok, bulvari, mahallesi, mah',
    ]),
    weak: list('weg, platz'),
  },
  // One word with the street in it, the number after: 'Hauptstraße 5', 'Kerkstraat 12', 'Storgatan 12',
  // 'Nørrebrogade 3', 'Mannerheimintie 5'.
  {
    at: 'compound',
    number: 'after',
    strong: list([
      'strasse, straße, str., weg, allee, gasse, damm, ufer, straat, laan, gracht, kade, singel, dreef',
      'steeg, plein, dijk, gatan, gata, vagen, gade, vej, veien, vegen, katu, kuja',
    ]),
  },
];

/** Words after a house number that make it no house number: '5 Minuten', 'via Zoom 2 times'. */
export const UNITS =
  'times|time|x|min|mins|minutes|minuten|minutos|minuti|hours|hrs|h|uhr|stunden|horas|ore|days|day|tage|dias|giorni|weeks|km|kms|m|meters|metres|miles|mi|pm|am|mal|veces|fois|volte|people|persons|personen|euro|euros|eur|dollars|pounds|points|pts|kg|gb|tb|mb|percent|%';

/**
 * Words that cannot be a street's name in English ('5 miles down the road', 'I have 2 close friends'), and small
 * words of a street's name in other languages ('Rua das Flores', 'Calle de la Paz'), which need no capital.
 */
export const NOT_A_NAME = new Set(
  'the a an my your his her our their its this that these those down up along across on in at of to from by near off past over and or but with for is are was were be more other same best top worst most many few different favourite favorite whole every all some any several miles mile km kms minutes mins min blocks block houses doors steps times hours days weeks years people kids cars tb gb mb very so really too quite'.split(
    ' ',
  ),
);
export const CONNECTORS = new Set(
  'de del la las los el da das do dos di della delle dei degli des du le les van von der den am an im y e'.split(' '),
);

/** Flats, floors and doors, in many languages: 'flat 3', 'apto 2', '3º B', '2. Stock', '3e étage', 'm. 3'. */
export const FLAT =
  "(?:flat(?:'?s)?|apt|apartment|unit|suite|floor|piso|planta|puerta|apto|apartamento|andar|bloco|appartement|appt|etage|escalier|batiment|interno|int|scala|piano|wohnung|whg|stock|og|mieszkanie|lok|m|daire|kat|blok|lantai|tang|can\\s+ho|kv|kvartira)\\.?\\s*\\d{1,4}[a-z]?|\\d{1,2}\\s?[ºª°]\\s*[a-z]?(?![\\p{L}])|\\d{1,2}[oa][a-z]?(?![\\p{L}])|\\d{1,2}\\.?\\s*(?:e|er|eme|st|nd|rd|th)?\\s+(?:stock|og|etage|floor|piso|planta|andar|piano|pietro)";

/**
 * Saying a place is one's own, or where to come: 'I live at', 'come round to mine', 'meet me at', 'my address is',
 * 'je suis au', 'komm vorbei', 'vieni', 'alamatku'. Regular-expression pieces between commas, read on the folded
 * text; a street address needs one, a flat or a postcode unless it is sent alone.
 */
export const CLAIMS: Record<string, string[]> = {
  en: list([
    "(?:my|our)\\s+(?:address|addy), (?:address|addy)\\s*(?:[:=]|is|for), i\\s+live, i'?m\\s+living",
    "we\\s+live, i\\s+stay, (?:i'?m|we'?re|i\\s+am|we\\s+are)\\s+staying\\s+at, staying\\s+at",
    'my\\s+(?:house|home|place|flat|apartment), our\\s+(?:house|flat|place)',
    '(?:come|pop|swing|drop)\\s+(?:to|round|over|by|up), to\\s+mine, meet\\s+me, meet\\s+(?:at|outside|by)',
    '(?:send|post|mail|ship|deliver)\\s+(?:\\S+\\s+){0,3}?to\\s*:, send\\s+it\\s+to, post\\s+it\\s+to',
    'deliver\\s+(?:it\\s+)?to, pick\\s+me\\s+up, knock, (?:mine|ours)\\s+is',
  ]),
  es: list([
    '(?:mi|la)\\s+direccion, direccion\\s*(?::|es), la\\s+mia, el\\s+mio, vivo, mi\\s+(?:casa|domicilio)',
    'ven(?:te|ite)?, pasate, quedamos, te\\s+espero',
  ]),
  pt: list(['meu\\s+endereco, endereco\\s*(?::|e), moro, (?:minha|em)\\s+casa, vem, passa\\s+(?:aqui|la|em), aparece']),
  fr: list(["mon\\s+adresse, adresse\\s*(?::|est), j'?habite, chez\\s+moi, viens, rendez-vous, rdv", 'sonne']),
  de: list(['meine\\s+adresse, adresse\\s*(?::|ist), ich\\s+wohne?, wohne?, komm, bei\\s+mir, treffen', 'klingel']),
  it: list([
    '(?:il\\s+)?mio\\s+indirizzo, indirizzo\\s*(?::|e), abito, da\\s+me, casa\\s+mia, vieni, ci\\s+vediamo',
    'citofona',
  ]),
  nl: list('mijn\\s+adres, adres\\s*(?::|is), ik\\s+woon, woon, kom\\s+langs, bij\\s+mij'),
  pl: list('(?:moj|moja)\\s+adres, adres\\s*(?::|to), mieszkam, wpadnij, przyjdz'),
  nordic: list('min\\s+adresse?, jag\\s+bor, bor\\s+pa, kom\\s+forbi, kom\\s+over'),
  tr: list('oturuyorum, adresim, evim, gel'),
  id: list('alamat(?:ku|\\s+saya|\\s+aku)?, rumahku, rumah\\s+(?:saya|aku), tinggal\\s+di, mampir, dateng'),
  vi: list('nha\\s+minh, dia\\s+chi'),
  ruLatin: list('zhivu, prihodi, priezhai, zahodi'),
};

/**
 * Saying where one is now ('I'm at', 'I'll be at', 'estoy en', 'je suis au'): with a house number an address to
 * come to, but a street alone is where one happens to be ('I'm at the Main Street bus stop').
 */
export const PRESENCE = list([
  "(?:i'?m|we'?re|i\\s+am|we\\s+are)\\s+at, im\\s+at, (?:i'?ll|i\\s+will|we'?ll|we\\s+will)\\s+be\\s+(?:at|outside|by)",
  'estoy\\s+en, estou\\s+na, je\\s+suis\\s+(?:au|a|chez), (?:ich\\s+)?bin\\s+in\\s+der, sono\\s+in\\s+via, sto\\s+in',
]);

/** Living somewhere, in the same languages: before a name and a number it gives an address. */
export const LIVE =
  "i\\s+live|we\\s+live|i\\s+stay|vivo|moro|j'?habite|ich\\s+wohne?|wohne?|abito|woon|mieszkam|bor|oturuyorum|tinggal|zhivu";
