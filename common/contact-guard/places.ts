// Places that are not streets written in Latin letters: postcodes of common countries, GPS coordinates, what3words,
// and the address forms of Japanese, Chinese, Korean, Russian and Ukrainian, Arabic, Hebrew, Thai and Hindi. A
// postcode alone is refused where its shape is its own (a UK postcode, a US state and ZIP, a Canadian code, '〒',
// 'CEP'); four or five digits and a town ('10115 Berlin') only beside a street or a claim to the place, since
// '1989 Taylor' and '12000 Points' look the same.

import { NAMING_WORDS } from './everyday';

/** The UK's postcode areas: 'LS6 2AB', 'SW1A 1AA' ('PS5 2TB' is a console and a disk, not a postcode). */
const UK_AREAS =
  'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE';
const UK = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${UK_AREAS.split(' ').join('|')})\\d[a-z\\d]?\\s?\\d(?!st|nd|rd|th|gb|tb)[abd-hjlnp-uw-z]{2}(?![\\p{L}\\p{N}])`,
  'iu',
);
const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
/** 'Springfield, IL 62704', 'Boston, MA 02108-1234': a town, a comma, a state in capitals and a ZIP. */
const US = new RegExp(
  `\\p{Lu}\\p{L}+(?:\\s\\p{Lu}\\p{L}+){0,2},\\s?(?:${US_STATES.split(' ').join('|')})\\s+\\d{5}(?:-\\d{4})?(?!\\d)`,
  'u',
);
/** Postcodes whose shape is their own: Canada's 'K1A 0B1', Japan's '〒150-0001' (folded to '₸'), Brazil's 'CEP 01310-100'. */
const OWN_SHAPE =
  /(?<![\p{L}\p{N}])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\p{N}])|[〒₸]\s*\d{3}-?\d{4}|(?<![\p{L}])cep\s*:?\s*\d{5}-?\d{3}(?!\d)|(?<![\p{L}])(?:pin\s?code)\s*:?\s*\d{6}(?!\d)/iu;
/** Digits and a town: Germany, France, Spain, Italy ('10115 Berlin'), the Netherlands ('1017 GB Amsterdam'), Poland
 * ('00-950 Warszawa'), Portugal ('1000-001 Lisboa'), Sweden ('111 23 Stockholm'). */
const CODE_AND_TOWN =
  /(?<![\p{L}\p{N}.,])(?:\d{4,5}|\d{4}\s?[A-Z]{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3}\s\d{2})\s+\p{Lu}\p{Ll}+/u;

const NAMES_A_NUMBER = new Set(NAMING_WORDS);

/** Coordinates: '51.5033, -0.1196', '48°51'29.6"N 2°17'40.2"E', 'lat 51.50 long -0.12'. */
const DECIMAL_PAIR = /(?<![\d.])(-?\d{1,2}\.\d{4,})\s*[,;/ ]\s*(-?\d{1,3}\.\d{4,})(?![\d.])/u;
/** A pin on a map ('pinned at 51.45, -2.59'): two decimals of two places are enough beside it. */
const PINNED = /(?<![\p{L}])(?:pin|pinned|dropped\s+a\s+pin|maps?|gps|coords?|coordinates|location)(?![\p{L}])/iu;
const SHORT_PAIR = /(?<![\d.])(-?\d{1,2}\.\d{2,})\s*[,;/ ]\s*(-?\d{1,3}\.\d{2,})(?![\d.])/u;
const DEGREES = /\d{1,3}\s?°\s?\d{1,2}\s?['′]\s?\d{1,2}(?:[.,]\d+)?\s?(?:["″]|'')?\s?[NSEW](?![\p{L}])/u;
const LABELLED_COORDINATES =
  /(?<![\p{L}])(?:lat|latitude)\s*[:=]?\s*-?\d{1,2}\.\d{2,}.{0,12}?(?:lon|lng|long|longitude)\s*[:=]?\s*-?\d{1,3}\.\d{2,}/iu;
/**
 * Words that make coordinates someone's place ('my house is at 51.5033, -0.1196, come over'), not a city's in a
 * geography task ('latitude 51.5074, longitude -0.1278 is London') or two numbers ('3.14159, 2.71828').
 */
const PERSONAL =
  /(?<![\p{L}])(?:my|me|mine|our|i'?m|im|we'?re|house|home|here|there|meet|come|live|find\s+me|pick|ven|vem|viens|komm|vieni|aqui|ici|hier|qui|casa|chez|zu\s+mir)(?![\p{L}])/iu;

/** what3words: '///filled.count.soap', 'w3w: index.home.raft'. */
const WHAT3WORDS =
  /\/\/\/\s?\p{L}+\.\p{L}+\.\p{L}+|(?<![\p{L}])(?:w3w|what\s?3\s?words|what\s?three\s?words)\s*[:=-]?\s*\p{L}+\.\p{L}+\.\p{L}+/iu;

/** Colombian addresses: 'Carrera 7 # 45-10', 'Calle 80 No. 12-34'. */
const STREET_NUMBER_AND_DOOR =
  /(?<![\p{L}])(?:calle|cl|carrera|cra|kr|avenida|av|diagonal|dg|transversal|tv)\.?\s*\d{1,3}[a-z]?\s*(?:#|no\.?|n[°º])\s*\d{1,3}[a-z]?\s*-\s*\d{1,3}/iu;
/** Blocks and lots ('Blk 5 Lot 12'), as Philippine addresses give them. */
const BLOCK_AND_LOT = /(?<![\p{L}])(?:blk|block)\.?\s*\d{1,4}\s*,?\s*lot\.?\s*\d{1,4}/iu;

/** Address forms of other scripts, read on the text as written (NFKC, lower case); their digits may be any script's. */
const OTHER_SCRIPTS: RegExp[] = [
  // Japanese: a prefecture, city, ward, town or village, then chōme or block numbers ('世田谷区北沢2-14-5').
  /[都道府県市区町村郡][^\s、。,]{0,10}?\p{Nd}{1,4}(?:丁目|番地|-\p{Nd}{1,4}-\p{Nd}{1,4})/u,
  /\p{Nd}{1,4}丁目\p{Nd}{1,4}/u,
  // Chinese: a road or lane and its number ('建国路88号'), a building, unit and room ('3栋2单元502室').
  /(?:[路街巷弄]|大道)(?:\p{Nd}{1,5}|[〇一二三四五六七八九十百千]{1,6})[号號]/u,
  /\p{Nd}{1,3}(?:栋|棟|幢|号楼|號樓)\p{Nd}{1,4}(?:单元|單元|室)/u,
  // Korean: a building and flat ('101동 1203호'), a lot number ('123번지').
  /\p{Nd}{1,4}동\s?\p{Nd}{1,4}호|\p{Nd}{1,5}번지/u,
  // Russian and Ukrainian: a street and a house ('ул. Ленина, д. 15'), a house and a flat ('дом 10, кв. 5').
  /(?<![\p{L}])(?:ул|улица|вул|вулиця|пр-т|просп|проспект|пер|переулок|провулок|бул|бульвар|б-р|шоссе|наб|набережная|пл|площадь|мкр|микрорайон)(?:\.\s*|\s+)[\p{L}\s.-]{2,30}?,?\s*(?:д\.?|дом|буд\.?|будинок|№)?\s*\p{Nd}{1,4}/u,
  /(?<![\p{L}])(?:д\.|дом|буд\.|будинок)\s*\p{Nd}{1,4}.{0,20}?(?:кв\.?|квартира)\s*\p{Nd}{1,4}/u,
  // Arabic: a street and a number, a building or a flat ('شارع الملك فهد ١٢', 'شقة ٥').
  /(?:شارع|ش\.)\s*[\p{L}\s]{2,25}?\s*\p{Nd}{1,4}|(?:عمارة|بناية|مبنى|شقة|شقه)\s*(?:رقم)?\s*\p{Nd}{1,4}/u,
  // Hebrew: a street and a number, a flat ('רחוב הרצל 12', 'דירה 4').
  /(?:רחוב|רח')\s*[\p{L}\s]{2,25}?\s*\p{Nd}{1,4}|דירה\s*\p{Nd}{1,4}/u,
  // Thai: a house number, a soi ('บ้านเลขที่ 12', 'ซอย 5').
  /บ้านเลขที่\s*\p{Nd}+|(?:ซอย|ซ\.)\s*\p{Nd}{1,3}/u,
  // Hindi: a house, lane or sector number ('मकान नं. 12', 'गली नंबर 4').
  /(?:मकान|घर|गली|सेक्टर)\s*(?:नं\.?|नंबर|न\.)\s*\p{Nd}+/u,
];
/** Korean roads ('테헤란로 123') only with a city or district named: '로' alone is also 'by' or 'to'. */
const KOREAN_ROAD = /[가-힣]{1,10}(?:로|길)\s?\p{Nd}{1,4}(?:-\p{Nd}{1,4})?/u;
const KOREAN_DISTRICT = /[가-힣](?:시|구|군)(?:\s|$)/u;

/** The first place in the text that is no street in Latin letters, or null; `beside` says a street or claim is near. */
export function findPlace(cased: string, raw: string, beside: boolean): string | null {
  const shaped = UK.exec(cased) ?? US.exec(cased) ?? OWN_SHAPE.exec(cased);
  if (shaped) return shaped[0];
  if (beside) {
    const town = CODE_AND_TOWN.exec(cased);
    // A number a word names is no postcode ('Team 4501 Robotics', 'Room 1204 Lab').
    const namer = town && /(\p{L}+)\s*#?\s*$/u.exec(cased.slice(0, town.index))?.[1]?.toLowerCase();
    if (town && !(namer && NAMES_A_NUMBER.has(namer))) return town[0];
  }
  const coordinates = PERSONAL.test(cased) ? findCoordinates(cased) : null;
  if (coordinates) return coordinates;
  const other =
    WHAT3WORDS.exec(cased) ??
    BLOCK_AND_LOT.exec(cased) ??
    STREET_NUMBER_AND_DOOR.exec(cased) ??
    (/[^\p{Script=Latin}\p{P}\p{N}\s]/u.test(raw) ? otherScript(raw) : null);
  return other ? other[0] : null;
}

function findCoordinates(cased: string): string | null {
  const pair = DECIMAL_PAIR.exec(cased) ?? (PINNED.test(cased) ? SHORT_PAIR.exec(cased) : null);
  if (pair && Math.abs(Number(pair[1])) <= 90 && Math.abs(Number(pair[2])) <= 180) return pair[0];
  return (DEGREES.exec(cased) ?? LABELLED_COORDINATES.exec(cased))?.[0] ?? null;
}

function otherScript(raw: string): RegExpExecArray | null {
  for (const re of OTHER_SCRIPTS) {
    const m = re.exec(raw);
    if (m) return m;
  }
  return KOREAN_DISTRICT.test(raw) ? KOREAN_ROAD.exec(raw) : null;
}
