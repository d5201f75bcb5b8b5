/**
 * Characters that have no place in text we show to other people: control characters, bidi overrides and isolates
 * (they can make a name read as another), lone surrogates and the non-characters U+FFFE/U+FFFF (they also break
 * the XML of the ripple cards). Names allow none of them; notes allow line breaks.
 */
export const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]|\p{Cs}/u;
export const UNSAFE_MESSAGE_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]|\p{Cs}/u;

/** Removes what XML 1.0 cannot hold, for text that was stored before the checks above existed. */
export const xmlSafe = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu, '');
