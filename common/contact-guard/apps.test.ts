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
    // An account word anywhere, 'as' and a name, a cashtag, a quoted name on YouTube, the sender's own name beside
    // 'my <app>', an app's case ending with an ask in Polish, asking the reader to install an app.
    'minecraft ign is creeperhugger, join my realm',
    'insta pe aa jao, id hai rahul_xo_07',
    "i'm on snapchat as pixie.dust.08",
    '$jadebeauty on cashapp',
    "search 'milo plays chess' on youtube, that's my channel",
    "leave a comment on my pinterest, i'm nina_k_sketches",
    'napisz do mnie na messengerze',
    'you should download telegram, then i can send you the files',
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
    // A rank on an app, a game, a channel one watches, a pet's name, a file's name, snap as well.
    'my rank in valorant is gold 2, trying to hit plat',
    'have you played among us? i always get voted out first',
    'i watch mark rober on youtube, the squirrel ones are the best',
    "my cat's name is mr.whiskers and i post him on instagram",
    "i saw it on youtube, it's main.py in the video",
    'i use snap as well',
  ])('keeps %j', (text) => {
    expect(app(text)).toBeNull();
  });
});
