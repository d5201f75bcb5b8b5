// Where the reader can be found, asked or arranged in many languages (the table is whereabouts-words.ts): which
// street they live on ('en qué calle vives'), which school they go to ('do jakiej szkoły chodzisz'), their location on
// a map ('send me your live location', 'скинь геолокацию'); and a meeting in person at a named place people can be
// found at (a station, its exit, a chain's shop: 'rdv devant le McDo de la gare', '강남역 11번 출구에서 만나자') at a
// time or on a day, or with a word to keep it secret or to come alone ('meet me ..., don't tell your parents').
// Kept: a meeting in the chat or at an everyday room ('meet me at the library at 4'), a place without a meeting.
import { MEETING_PLACES, WHEREABOUTS } from './whereabouts-words';

const NAMES = /[^\p{Script=Latin}\p{P}\p{S}\p{N}\s]/u;
const piece = (words: string[] | undefined) => (words?.length ? words.join('|') : null);
const bounded = (alternatives: string | null, latin: boolean) =>
  alternatives === null
    ? null
    : latin
      ? new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'u')
      : new RegExp(`(?:${alternatives})`, 'u');

const READERS = Object.values(WHEREABOUTS).map((row) => {
  const latin = !NAMES.test(
    [row.street, row.school, row.location, row.meet]
      .flat()
      .join('')
      .replace(/\\[a-z]/g, ''),
  );
  return {
    latin,
    ask: bounded(piece([row.street ?? [], row.school ?? [], row.location ?? []].flat()), latin),
    meet: bounded(piece(row.meet), latin),
    secret: bounded(piece(row.secret), latin),
  };
});

const PLACE = new RegExp(
  `(?<![\\p{L}])(?:${MEETING_PLACES.join('|')})(?![\\p{L}])|(?:${MEETING_PLACES.join('|')})`,
  'u',
);
/** A time or a day: a digit, or a day of the week in the languages of the table. */
const WHEN =
  /\p{Nd}|(?<![\p{L}])(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|heute|morgen|demain|manana|amanha|domani|sabato|hari\s+ini|besok)(?![\p{L}])|сегодня|завтра|суббот|воскресень|토요일|일요일|내일|오늘|明日|今日|土曜|日曜|明天|今天|周六|周日/u;

/** Where the sender will be: 'I'm at', 'I'll be outside', 'wait by'. */
const WAITING =
  /(?<![\p{L}])(?:i'?m|im|i\s+am|i'?ll\s+be|i\s+will\s+be|be|wait(?:ing)?)\s+(?:at|outside|by|near|in\s+front\s+of)(?![\p{L}])/u;

/** The first ask where the reader can be found, or meeting arranged at a findable place, or null. */
export function findWhereabouts(folded: string, raw: string): string | null {
  const other = NAMES.test(raw);
  for (const reader of READERS) {
    if (!reader.latin && !other) continue;
    const text = reader.latin ? folded : raw;
    const ask = reader.ask?.exec(text);
    if (ask) return ask[0];
    const meet = reader.meet?.exec(text);
    const secret = reader.secret?.exec(text);
    // 'I'm at the Starbucks on 5th at 4, come alone': kept secret, at a time or a findable place, with no 'meet'.
    if (!meet && secret && (PLACE.test(folded) || PLACE.test(raw) || (WAITING.test(folded) && WHEN.test(text))))
      return secret[0];
    if (!meet) continue;
    if (secret) return `${meet[0]} … ${secret[0]}`;
    const place = PLACE.exec(folded) ?? PLACE.exec(raw);
    if (place && WHEN.test(text)) return `${meet[0]} … ${place[0]}`;
  }
  return null;
}
