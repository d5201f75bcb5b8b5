// Numbers everyone may give: the helplines a supportive chat points to, and the digits of famous constants. A
// helpline is written down here with its country, so the list can be checked: passing one on is advice, and it is
// nobody's own number. Only the whole number passes ('Childline on 0800 1111'), never a number it is part of. The
// digits of pi, e, √2 and the golden ratio pass as well, from the start or as a piece of them ('26535 89793', sent
// after '3.14159'): a number to call is no piece of them by chance.

/** Helplines, by country, as dialled at home (digits only). */
const HELPLINES: Record<string, string[]> = {
  // Childline, Samaritans, NSPCC, Shout (text), Papyrus, CALM, Mind, Beat, Refuge; the EU's child and missing-child
  // lines; emergency and non-emergency numbers.
  uk: ['08001111', '116123', '08088005000', '85258', '08000684141', '0800585858', '03001233393', '08088010677'],
  ukMore: ['08082000247', '116111', '116000', '999', '112', '111', '101'],
  // 988 Lifeline, Crisis Text Line, the old Lifeline, Childhelp, RAINN, the domestic violence line, Trevor Project.
  us: ['988', '741741', '18002738255', '8002738255', '18004224453', '8004224453', '18006564673', '8006564673'],
  usMore: ['18007997233', '8007997233', '18664887386', '8664887386', '911', '211'],
  // Kids Help Phone (call and text).
  ca: ['18006686868', '8006686868', '686868'],
  // Lifeline, Kids Helpline, Beyond Blue; New Zealand's Lifeline, 1737 and Youthline.
  au: ['131114', '1800551800', '1300224636', '000', '0800543354', '1737', '0800376633'],
  // Childline Ireland, its text line.
  ie: ['1800666666', '50808'],
  // Nummer gegen Kummer, Telefonseelsorge.
  de: ['08001110111', '08001110222'],
  // 3114, child abuse, harassment at school, SOS Amitié.
  fr: ['3114', '119', '3020', '3018', '0972394050'],
  // 024, ANAR, Teléfono de la Esperanza.
  es: ['024', '900202010', '717003717'],
  // Telefono Azzurro, Telefono Amico.
  it: ['19696', '114', '0223272327'],
  // CVV, Disque 100; Línea de la Vida (Mexico); Argentina's 135 and 102.
  latam: ['188', '100', '8009112000', '135', '102'],
  // Childline India, Kiran, iCall, Tele MANAS.
  in: ['1098', '18005990019', '9152987821', '14416'],
  // 113 and the Kindertelefoon (Netherlands), Awel and 1813 (Belgium), 143 and 147 (Switzerland), Rat auf Draht.
  benelux: ['113', '08000113', '08000432', '1813', '143', '147'],
  // Japan's Inochi no Denwa and child SOS line, Korea's 1393 and 1388, the Philippines' NCMH.
  asia: ['0120997777', '0570783556', '0120078310', '1393', '1388', '1553'],
  // Poland's children's ombudsman, Russia's children's helpline, Turkey's 183, SADAG and Childline South Africa.
  more: ['800121212', '88002000122', '183', '0800567567', '116'],
};
const HELPLINE_DIGITS = new Set(Object.values(HELPLINES).flat());

/** The first hundred digits of pi, e, √2 and the golden ratio. */
const CONSTANTS = [
  '3141592653589793238462643383279502884197169399375105820974944592307816406286208998628034825342117067',
  '2718281828459045235360287471352662497757247093699959574966967627724076630353547594571382178525166427',
  '1414213562373095048801688724209698078569671875376948073176679737990732478462107038850387534327641572',
  '1618033988749894848204586834365638117720309179805762862135448622705260462818902449707207204189391137',
];

/**
 * Whether the digits (and only digits) are a helpline's, or eight or more digits of a famous constant. Helplines of
 * fewer than five digits are never a number to call alone and are left as they are: they may be a piece of one.
 */
export function isKnownNumber(digits: string): boolean {
  if (digits.length >= 5 && HELPLINE_DIGITS.has(digits)) return true;
  return digits.length >= 8 && CONSTANTS.some((c) => c.includes(digits));
}

/** Runs of digits written the way helplines and constants are ('0800 1111', '1-800-668-6868', '3.14159 26535'). */
const KNOWN_RUN = /(?<![\d.,])\+?\d(?:[ .\-–]{1,2}\d|\d)*(?![\d])/g;

/** The text with helplines and the digits of constants replaced by `kept`. */
export const maskKnownNumbers = (text: string, kept: string) =>
  text.replace(KNOWN_RUN, (run) => (isKnownNumber(run.replace(/\D/g, '')) ? kept : run));
