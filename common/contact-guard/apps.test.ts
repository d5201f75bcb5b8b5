import { describe, expect, it } from 'vitest';
import { findApp } from './apps';

const app = (text: string) => findApp(text, text);

describe('findApp', () => {
  it.each([
    'add me on snap',
    'whatsapp me',
    'my ig is moon.child.04',
    'u on discord?',
    "let's move to telegram",
    'tiktok @lil.nova',
    'xbox gt is frosty lemon 22',
    'insta is better lets go there',
    "what's your snap",
    'talk on signal instead?',
    // An account name after a label word, with no sign between; a cashtag; a name in quotes.
    'roblox user sunnyboi2009, friend me',
    'cashapp $sunnyboi08',
    "look up 'sunny boi 08' on pinterest",
    // Asked for in other languages written in Latin letters; 'hbu?' after an app one has.
    'pasame tu insta porfa',
    'kamu punya wa ga?',
    'cho minh xin zalo nhe',
    'i have wasap, hbu?',
  ])('refuses %j', (text) => {
    expect(app(text)).not.toBeNull();
  });

  it.each([
    'we use teams for school',
    'i deleted tiktok for exam season',
    'my class whatsapp group is so loud',
    "i'm on snap way too much lol",
    'i follow a maths account on instagram',
    'idk ig i will try again tomorrow',
    'my snap is down again',
    // A line, a noun, a word at a sentence's end, a letter: none of them an account.
    "i'm stuck on line 4 of the poem",
    'my friend added me to a discord server for our school band',
    'reddit said the exam would be easy. reddit lied.',
    'twitter is x now and i still call it twitter',
  ])('keeps %j', (text) => {
    expect(app(text)).toBeNull();
  });
});
