import { describe, expect, it } from 'vitest';
import { fold } from './normalise';
import { findWhereabouts } from './whereabouts';

const where = (text: string) => findWhereabouts(fold(text), text.normalize('NFKC').toLowerCase());

describe('findWhereabouts', () => {
  it.each([
    // Which street, which school, a location on a map, in many languages.
    'what school do you go to?',
    '¿a qué colegio vas?',
    'in welcher Straße wohnst du?',
    't’habites dans quelle rue ?',
    'do jakiej szkoły chodzisz?',
    'в какой школе ты учишься?',
    'hangi okula gidiyorsun',
    'share your live location pls',
    'mandame tu ubicación',
    'скинь геолокацию',
    'sharelok dong',
    // A meeting at a findable place at a time, or one to keep secret.
    "let's meet outside Euston station at 5",
    'on se retrouve à la sortie du métro samedi',
    'wir treffen uns am Hbf um 16 Uhr',
    'quedamos en la salida del metro a las 6',
    '新宿駅の東口で待ち合わせ、3時ね',
    'meet me by the park gates, come alone',
    'ci vediamo al parco, non dirlo a nessuno',
    'tukutane sokoni, usimwambie mtu',
    'encontra-me na estação da Luz às 5',
    'teilst du mir deinen Standort?',
  ])('refuses %j', (text) => {
    expect(where(text)).not.toBeNull();
  });

  it.each([
    // A meeting in the chat or an everyday room, a place without a meeting, a school named, not asked.
    'meet me at the library at 4 for the group project? it’s in the school',
    'meet me in the chat at 7?',
    'the station was closed on Saturday so we walked',
    'I go to Oakfield High School',
    'my school is near the metro',
    'we meet up at the mall on saturdays with my mum',
    '나중에 만나자',
    'my location on the map was wrong in the geography test',
    'don’t tell anyone, but I like maths',
    'we meet at the station every morning before school',
    'which school subject is your favourite?',
    '¿en qué calle vive Harry Potter? En Privet Drive',
  ])('keeps %j', (text) => {
    expect(where(text)).toBeNull();
  });

  it.each([
    'what station do you get off at?',
    'which exit do you leave from after practice?',
    "I've got a present for you, where should I post it?",
    'where can I send you a postcard from Spain?',
    'your home address pls, for the card',
    '¿a dónde te lo mando? tu dirección completa',
    'wohin soll ich es schicken? deine genaue Adresse',
    'à quelle station tu descends ?',
  ])('finds where to find or send something to the reader: %j', (text) => {
    expect(where(text)).not.toBeNull();
  });

  it.each([
    "what's the full address of the museum?",
    'which bus do you take to school? mine is always late',
    'where would I send the essay, to the teacher?',
    'the station we get off at for the trip is Victoria',
  ])('keeps %j', (text) => {
    expect(where(text)).toBeNull();
  });

  it('finds a place and a time kept secret with no word for meeting, and keeps a secret in a story', () => {
    expect(where("I'll be outside the gym at 6, come alone")).not.toBeNull();
    expect(where("I'm at the Starbucks on 5th at 4, come alone")).not.toBeNull();
    expect(where('the hero had to come alone in chapter 4')).toBeNull();
    expect(where("don't tell your parents you got a B lol, at least it's friday")).toBeNull();
  });
});
