import { describe, expect, it } from 'vitest';
import { fold, foldCased } from './normalise';
import { findPlaceSignal } from './signals-places';

const place = (text: string) => findPlaceSignal(foldCased(text), fold(text), text.normalize('NFKC').toLowerCase());

describe('findPlaceSignal: a named place where the reader is to come or find the sender', () => {
  it.each([
    'come to the chip shop on Mill Road after school, I’ll be in a yellow coat',
    'I live above the chemist on Station Road',
    'I’m the blue house on Elm Grove, number nine',
    'I work at the cafe on the corner of High Street and Park Lane, ask for me',
    'it’s the flats behind the Tesco on Queen Street, 3rd floor, come round',
    'ven al portal azul de la calle Mayor, el número doce',
    'meet me at the bus stop outside Oakwood High at 4',
    '우리 집 서울 마포구 합정동 123-4',
  ])('refuses %j', (text) => expect(place(text)).not.toBeNull());

  it.each([
    'the chip shop on Mill Road closes at 9',
    'meet me in the library at lunch to finish the poster',
    'meet me at the library, it’s on Park Road',
    'I live in a small town near Bristol',
    'I see the school counsellor in room 14 every Tuesday at 11',
    'my flat is on the 5th floor and the lift is broken',
  ])('keeps %j', (text) => expect(place(text)).toBeNull());
});
