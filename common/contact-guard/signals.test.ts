import { describe, expect, it } from 'vitest';
import { inspect } from './inspect';
import { findLeetAddress, findPlatformSignal } from './signals';
import { fold, foldCased, unleet } from './normalise';

const signal = (text: string) => findPlatformSignal(foldCased(text), unleet(fold(text)), fold(text));

describe('findPlatformSignal: an app referred to any way, beside a name nobody explains', () => {
  it.each([
    'yt: bakingwithbea',
    'twitch = nightowlplays',
    'on the purple one i’m lunarbee',
    'the app that rhymes with ‘bin sta’, user is olliepop',
    'tiktokum: selin.dnc',
    'ps5 and switch are both PixelPanda',
    'search Ella Brooks on the blue app',
    'cherche Léa Martin sur insta',
    'email me: first name lucy, last name green, no gaps, the outlook one',
    'kaibeats that’s my tt',
    '微信号 xiao lu',
  ])('refuses %j', (text) => expect(signal(text)).not.toBeNull());

  it.each([
    'yt: the best channel for revision is crash course',
    'twitch is down again',
    'my psn is broken lol',
    'mi insta es privado',
    'deleted TikTok for a week, day 3 and I’m surviving',
    'do you use snapchat? don’t tell me your username',
    'npm install react@18.2.0 then npm start',
    'Snapchat streaks stress me out, I have a 312-day streak',
    'look up Marie Curie for the project',
    'my gmail is full of spam',
  ])('keeps %j', (text) => expect(signal(text)).toBeNull());
});

describe('findLeetAddress', () => {
  it('reads an address whose digits stand for letters', () => {
    expect(findLeetAddress('m41l m3 @ j4ck.r@y4h00.c0m')).toBe('jack.r@yahoo.com');
    expect(inspect('3m41l m3: m1ch43l.t@gm41l.c0m')?.kind).toBe('email');
  });
  it('keeps a package and its version', () => expect(findLeetAddress('npm i react@18.2.0')).toBeNull());
});
