import { describe, expect, it } from 'vitest';
import { APP_EMOJI } from './app-names';
import { findApp } from './apps';
import { fold, unleet } from './normalise';

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
    // 'Is' and 'is called' in other languages, 'mine' after the app, 'of' in Japanese and Chinese, a '~' label.
    "mon snap c'est lea.d07, ajoute-moi",
    'mein insta heißt jonas.k_2008',
    'mój snap to kuba_07',
    'insta saya: putri.07',
    'lineのid: yuki_0312 追加してね',
    '我的ins是xiaomei_08',
    'snap ~ kira.m07',
    // Apps few know, described by what they are known for, an account written in a code or made from a name.
    "i'm on wizz, username kaiii.07",
    'my vk is ivan_2008',
    'snap in base64 lol: bGlseV9tMDk=',
    'insta but reversed: 90m.ylil',
    'insta is my first name dot my last name',
    // 'Add me' in other languages, 'username' in other languages, the reader's name 'there', a player's tag.
    'agregame en insta',
    'ajoute-moi sur snap',
    'beni ekle tiktok',
    "roblox'ta kullanici adim: efe_gamer2010",
    'instagram nombre de usuario: lu.ci.a',
    'du hast doch insta, wie heisst du da?',
    "i watched your video on tiktok, what's your name there?",
    'brawl stars tag #8ql2yy9c',
    'discord: shadowfox#4821',
    'instagram, the pink-orange one: kai.draws_',
    'add me on line, id: yuki_0312',
  ])('refuses %j', (text) => {
    expect(app(text)).not.toBeNull();
  });

  it.each([
    'we use teams for school',
    'my brother plays clash royale every day',
    'instagram stats: 5.2k followers, update: v2.3',
    'look at line 42 in your script, the loop that starts on line 38 never closes',
    'telegram, signal or whatsapp - which is the most private? for my essay',
    'the tiktok trend #2024 was so cringe',
    'wie heisst du? ich bin lena, ich mag insta',
    'follow the instructions on youtube, step 3',
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
    // Naming an app in other languages, declining a move, asking a group, something of the app's, a code taught.
    'uso insta e tiktok',
    'mi insta es privado',
    "do you use snapchat? actually don't tell me your username, let's keep it here",
    "do you have instagram? i don't, my parents said no",
    "does anyone use wizz? i heard it's not safe",
    "what's your snap score? mine is 20k",
    'i sent it via whatsapp 2 times',
    'the caesar cipher in class was fun, we used snapchat to share answers',
    "i'm sam.k's sister, she uses snap a lot",
    'sc is south carolina',
  ])('keeps %j', (text) => {
    expect(app(text)).toBeNull();
  });
});

describe('findApp on the reading the guard makes (folded, apps described read as their names)', () => {
  const read = (text: string) => {
    const joined = APP_EMOJI.reduce((t, [re, name]) => t.replace(re, name), fold(text));
    return findApp(unleet(joined), joined);
  };

  it.each([
    'meu insta é bia_2009',
    'IG của mình là linh.08',
    "you know the app where streaks are a thing? I'm lilyyy09 on there",
    "search 'lily m09' on the app with the camera icon and the purple-orange logo",
    'the paper plane app: @leo_v2009',
    "the app with the yellow ghost, i'm kai.j07",
    'the ghost one, add kai_j07',
    'Noah 📸 noah.r07',
  ])('refuses %j', (text) => {
    expect(read(text)).not.toBeNull();
  });

  it.each(['I took a photo 📸 of my homework', 'the paper plane emoji means send', 'the ghost in Hamlet is scary'])(
    'keeps %j',
    (text) => {
      expect(read(text)).toBeNull();
    },
  );

  it.each([
    "Discord's new update broke my server icons",
    "Snapchat's yellow is #FFFC00",
    'the Samaritans Text Line — you just text them',
    'what is your level in roblox?',
    'cuál es tu rango en Valorant?',
  ])('keeps an app named with its own things, a pronoun after it, a standing asked about: %j', (text) => {
    expect(app(fold(text))).toBeNull();
  });

  it.each(["my snap's kai_w09", "what's your name on Valorant?", 'u on roblox?'])('still finds %j', (text) => {
    expect(app(fold(text))).not.toBeNull();
  });

  it.each([
    'telegram? literally my kindripple name, no caps',
    "on tiktok I'm the same name, just lowercase",
    'mika.07 (same on insta)',
    'mika.07 ← insta',
    'mika_07 👈 discord',
  ])('finds an account pointed to as the same name or by an arrow: %j', (text) => {
    expect(app(fold(text))).not.toBeNull();
  });

  it.each(['it looks the same on instagram', "I'm the same on snap as in real life, shy"])('keeps %j', (text) => {
    expect(app(fold(text))).toBeNull();
  });
});
