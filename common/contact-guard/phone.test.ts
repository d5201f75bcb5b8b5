import { describe, expect, it } from 'vitest';
import { dialVanity, findPhone } from './phone';
import { fold } from './normalise';

const phone = (text: string) => findPhone(fold(text));

describe('findPhone', () => {
  it.each([
    '07700 900123',
    '+44 7700 900461',
    '0*7*7*0*0 9*0*0*1*2*3',
    '0a7b7c0d0e9f0g0h1i2j3',
    '0\n7\n7\n0\n0\n9\n0\n0\n2\n2\n2',
    'zero seven seven zero zero nine zero zero one two three',
    'mándame msj al cinco cinco, doce treinta y cuatro, cincuenta y seis setenta y ocho',
    'O77OO 9OO l23',
    'my number is 555 1234',
    // Chinese numerals, Indonesian words, groups with words between them beside a word about calling.
    '〇七七〇〇 九〇〇 四六一',
    'nol delapan satu dua, tiga empat lima, enam tujuh delapan sembilan',
    'area code is 4 1 5 and the rest is 555 two oh one nine',
    'seven seven zero zero, then nine-oh-oh, four-six-one. text me',
    // Spelled with 'plus'; seven digits with dots beside a word about calling; a number begun before a riddle.
    'plus four four, seven seven zero zero, nine zero zero, six six one',
    'call or text 555.0163, area code is 312',
    'first bit is 07700, middle is 900, last three are the days in a year minus 1',
  ])('finds %j', (text) => {
    expect(phone(text)).not.toBeNull();
  });

  it.each([
    '1 2 3 4 5 6 7 8, then repeat',
    'WW1 was 1914–1918, WW2 was 1939–1945',
    'pushups this week: 10, 12, 15, 15, 20',
    'convert 1011 0110 from binary',
    'uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez',
    'five, six, seven, eight',
    "we're team 4521 in the robotics league",
    'call me when you get to 10 and 12 and 3',
    // Sequences with a rule, a seed longer than any number, sums put together, codes one after another.
    'the sequence goes 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024',
    'then we did 100 then 200 then 300 then 400 pushups',
    'the seed -4530634556500121041 spawns you next to a village',
    'put them together: 2 + 3 + 4 = 9 and 10 + 20 = 30',
    'the code is 4532 then 8871 then 2290 for the lockers',
    // Sequences with a rule of their steps, counting round to 0, character codes, helplines, constants.
    'Fibonacci: 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144',
    'squares: 1 4 9 16 25 36 49 64 81 100',
    'I counted: 1 2 3 4 5 6 7 8 9 0',
    'ASCII 72 101 108 108 111 spells Hello.',
    'If you ever feel unsafe you can call Childline on 0800 1111',
    'Kids Help Phone 1-800-668-6868',
    'pi is 3.14159 26535 89793 that is all I memorised',
    'Avogadro is 6.022 and the answer is 555.0163',
    'part 06151 of the kit and part 400 go together with bolt 812',
    'the shop opens at 0900 and closes at 1730, lunch 1300 to 1400',
    'the answer is 0.5 times 2, then 0.25 times 4',
    'the area code for london is 020, it has 9 million people',
    'in 2019 it cost 0.99 plus tax',
    'we scored 0110 then 2020 then 3030 in the three rounds',
  ])('leaves %j', (text) => {
    expect(phone(text)).toBeNull();
  });

  it.each([
    // Pieces to be put together, or given with where they go.
    'answers: q3 = 0803, q4 = 123, q5 = 4567, put them together and call',
    'seven-seven-zero-zero, then nine hundred, then three thirty-one. put a 0 in front',
    'my number ends in 4471 and starts with 555 20',
    'first part: +49 151 second: 2345 last: 6789',
    'the first part is 06151, then comes 400, last bit 812',
    'oh six one five one, the middle is four hundred, and it ends in 812',
    // A number that begins as one dialled with a trunk 0, in pieces with chatter between them.
    '06151 (haha) 400 (no really) 812',
    '0615 i like cats 1400 my dog is called rex 812',
    // A number begun as dialled, the rest a sum or a riddle; an area code named by its place, then the digits.
    '06151 400 then my age times 9',
    '0615, then 1400, then the first three counting numbers',
    '06151 400 puis mon âge fois 3',
    'the area code for manhattan, then 555, then 0147',
  ])('finds the pieces of %j', (text) => {
    expect(phone(text)).not.toBeNull();
  });

  it('reads the capitals of a vanity number as the keys that dial them', () => {
    expect(dialVanity('555-TUTOR-1 is my hotline')).toBe('555-88867-1 is my hotline');
    expect(phone(dialVanity('call (202) 555-CAKE'))).not.toBeNull();
    expect(dialVanity('I got the COVID-19 vaccine, PS5 and 6CO2')).toBe('I got the COVID-19 vaccine, PS5 and 6CO2');
    expect(phone(dialVanity('my password is not 123ABC'))).toBeNull();
  });

  it.each([
    "dentist 12/03 at 10:45 then 7h — c'est mon numéro, appelle-moi",
    'room 0771, locker 552, bus 903 — those are my digits, ring them',
    'scores 0-7, 7-0, 0-9, 0-0, 1-2, 3-4 lol es mi número, escríbeme',
    'prices £07.70 £09.00 £12.34 — das ist meine Nummer, ruf an',
    "my ninja level is 077 and my xp is 0090 0123, it's my cell, text it",
  ])('finds numbers dressed as everyday ones that the sender declares a phone: %j', (text) => {
    expect(phone(text)).not.toBeNull();
  });

  it.each([
    "that's my number one rule: call your mum at 6:30 on 12/05/2025",
    'my phone died at 10:30 on 12/05/2024 so text me later',
    "it's my number 7 shirt, I scored 12 goals in 2024",
    'those are my notes for chapter 12 and 14, due 21/05/2026 — call it a week',
  ])('keeps %j: no declared number of nine digits', (text) => {
    expect(phone(text)).toBeNull();
  });

  it('reads hundreds as people say them', () => {
    expect(phone('numbr is 07700 nine hunnid 345, bell me')).not.toBeNull();
    expect(phone('I ran a hunnid metres in 12 seconds')).toBeNull();
  });

  it('reads a declared phone only where the word for it ends the claim', () => {
    expect(phone("that's my phone buzzing, my exam is at 9:15 on 03/06/2026, call it luck")).toBeNull();
    expect(phone("it's 07/70/09 00:12:3 — that's my phone lol, call it")).not.toBeNull();
  });
});
