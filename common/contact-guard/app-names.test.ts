import { describe, expect, it } from 'vitest';
import { APP_RE, findDisguisedApp } from './app-names';

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
