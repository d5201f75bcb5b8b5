import { describe, expect, it } from 'vitest';
import { findPhrase } from './phrases';

const phrase = (text: string) => findPhrase(text, text);

describe('findPhrase', () => {
  it.each([
    'call me tonight',
    'whats ur number',
    "here's my email",
    'my email is below',
    'text me instead of here',
    'can i add you on something else',
    'lets continue somewhere the mods cant read',
    'add me, i am sammyj',
    "google it and you'll find me",
  ])('refuses %j', (text) => {
    expect(phrase(text)).not.toBeNull();
  });

  it.each([
    'call me sam, nobody uses my full name',
    'text me here if you get stuck',
    'add me to the study group',
    'my email is full of spam',
    'i called my mum',
    "what's your plan for the weekend?",
  ])('keeps %j', (text) => {
    expect(phrase(text)).toBeNull();
  });
});
