import { describe, expect, it } from 'vitest';
import { findApp, findDisguisedApp } from './apps';

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
  ])('keeps %j', (text) => {
    expect(app(text)).toBeNull();
  });
});

describe('findDisguisedApp', () => {
  it('refuses an app name only the guard could read', () => {
    expect(findDisguisedApp('whatsapp', 'w h a t s a p p')).toBe('whatsapp');
    expect(findDisguisedApp('snap', 'ѕnаp')).toBe('snap');
    expect(findDisguisedApp('snap', 'snap')).toBeNull();
  });
});
