import { describe, expect, it } from 'vitest';
import { APP_EMOJI, APP_RE, findDisguisedApp } from './app-names';

describe('findDisguisedApp', () => {
  it('refuses an app name only the guard could read', () => {
    expect(findDisguisedApp('whatsapp', 'w h a t s a p p')).toBe('whatsapp');
    expect(findDisguisedApp('snap', 'ѕnаp')).toBe('snap');
    expect(findDisguisedApp('snap', 'snap')).toBeNull();
  });
});

describe('APP_RE', () => {
  const names = (text: string) => [...text.matchAll(APP_RE)].map((m) => m[1]);
  it('finds a long name with its case ending, and YouTube and Among Us by name', () => {
    expect(names('napisz do mnie na messengerze')).toEqual(['messenger']);
    expect(names('whatsapptan yaz, na instagramie')).toEqual(['whatsapp', 'instagram']);
    expect(names('search it on youtube, then play among us')).toEqual(['youtube', 'among us']);
  });

  it('finds a name beside Japanese or Chinese, and apps few know', () => {
    expect(names('lineのid: yuki_0312')).toEqual(['line']);
    expect(names('我的ins是xiaomei_08')).toEqual(['ins']);
    expect(names('on wizz or yubo, not hoop')).toEqual(['wizz', 'yubo', 'hoop']);
  });

  it('reads no ending into a short name or another word', () => {
    expect(names('snapa sc scie tele telegraph')).toEqual(['snapa', 'sc', 'tele']);
  });
});

describe('APP_EMOJI', () => {
  const read = (text: string) => APP_EMOJI.reduce((s, [re, name]) => s.replace(re, name), text).replace(/\s+/g, ' ');
  it('reads an app described by its logo in many languages, the mark beside a word for a logo or an app', () => {
    expect(read('the camera-logo app')).toContain('instagram');
    expect(read('la app del fantasma')).toContain('snapchat');
    expect(read("l'appli avec l'avion en papier")).toContain('telegram');
    expect(read('die app mit dem papierflieger')).toContain('telegram');
    expect(read('the controller-face logo')).toContain('discord');
    expect(read('uygulama ile hayalet')).toContain('snapchat');
  });

  it('leaves the mark alone as an everyday word', () => {
    expect(read('my camera broke and a ghost story scared me')).toBe('my camera broke and a ghost story scared me');
    expect(read('el pájaro azul del parque')).toBe('el pájaro azul del parque');
  });

  it('reads the long names of apps mistyped with one slip, and leaves the words they come near', () => {
    for (const typo of ['snapchatt', 'instagrm', 'discrd', 'telegrm', 'snapchet', 'whatsap', 'facebok']) {
      expect(new RegExp(APP_RE.source, 'u').test(typo)).toBe(true);
    }
    for (const word of ['whatsup', 'discard', 'titter', 'instant', 'telegraph']) {
      expect(new RegExp(APP_RE.source, 'u').test(word)).toBe(false);
    }
  });
});
