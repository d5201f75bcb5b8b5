/**
 * Characters that have no place in text we show to other people: control characters, bidi overrides and isolates
 * (they can make a name read as another), lone surrogates and the non-characters U+FFFE/U+FFFF (they also break
 * the XML of the ripple cards). Names allow none of them; notes allow line breaks.
 */
export const UNSAFE_NAME_CHARS = /\p{Cc}|[\u202a-\u202e\u2066-\u2069\ufffe\uffff]|\p{Cs}/u;
export const UNSAFE_MESSAGE_CHARS = /(?![\n])\p{Cc}|[\u202a-\u202e\u2066-\u2069\ufffe\uffff]|\p{Cs}/u;

/** Removes what XML 1.0 cannot hold, for text that was stored before the checks above existed. */
export const xmlSafe = (s: string) => s.replace(/(?![\t\n\r\x7f-\x9f])\p{Cc}|[\ufffe\uffff]|\p{Cs}/gu, '');

/**
 * Characters that show nothing of their own, so that a name made with them reads as another name or as no name:
 * format characters (\p{Cf}: zero-width spaces and joiners, the soft hyphen, bidi marks, the BOM, tag characters),
 * everything Unicode calls default-ignorable (among them the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the
 * variation selectors U+FE00-FE0F and U+E0100-E01EF, the tag block U+E0000-E007F; named here as well), the blank
 * Braille pattern U+2800, and the line and paragraph separators. Names allow none of them (notes may hold emoji,
 * which need some of them).
 */
export const INVISIBLE_NAME_CHARS =
  /\p{Cf}|\p{Default_Ignorable_Code_Point}|\p{Zl}|\p{Zp}|[\u115f\u1160\u3164\uffa0\u2800]|[\ufe00-\ufe0f]|[\u{e0000}-\u{e007f}]|[\u{e0100}-\u{e01ef}]/u;

/** A letter or a digit in any script: a name needs at least one. */
export const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
