import { describe, expect, it } from 'vitest';
import { findContactInName } from './names';

describe('contact details in display names (decision 054)', () => {
  it('finds them in the shapes members try: any detail the guard finds, an app beside an account, an app and a word', () => {
    for (const [name, kind] of [
      ['call 07700900123', 'phone'],
      ['Sam 0 7 7 0 0 9 0 0 1 2 3', 'phone'],
      ['samsmith@gmail.com', 'email'],
      ['sam at gmail dot com', 'email'],
      ['www.samsmith.uk', 'link'],
      ['@samsmith', 'handle'],
      ['snapchat sam', 'app'],
      ['Sam on WhatsApp', 'app'],
      ['ѕnapchat Sam', 'app'],
      ['snap samsmith10', 'handle'],
      ['ig sam.smith', 'handle'],
      ['TG - sam_smith', 'handle'],
      ['sam_smith (ig)', 'handle'],
      ['Mia (tt miadances)', 'handle'],
      ['Sam | ig samthegreat', 'handle'],
      ['samsmith10 snap', 'handle'],
      ['5nap samsmith10', 'handle'],
    ] as const) {
      expect(findContactInName(name)?.kind, name).toBe(kind);
    }
  });

  it('finds an app described or few know, and a dot said in words', () => {
    expect(findContactInName('Noah 📸 noah.r07')).not.toBeNull();
    expect(findContactInName('Zara DM on Wizz: zaraxo')).not.toBeNull();
    expect(findContactInName('Rosa insta rosa punto m')).not.toBeNull();
  });

  it('leaves a title with "call me" in it', () => {
    expect(findContactInName('Call Me Maybe Fan')).toBeNull();
    expect(findContactInName('Call me 07700900123')).not.toBeNull();
  });

  it('leaves names alone: digits that are no number to call, app names beside plain words, every script', () => {
    for (const name of [
      'José',
      'Zoë 🌻',
      '李雷',
      'Анна',
      'محمد',
      'Nguyễn Văn A',
      'O’Connell',
      'Ollie123',
      'Sam 2009',
      'Agent 007',
      'Ben 10',
      'J.R. Smith',
      'Mr. Line',
      'Kim Snap',
      'Line Dancer',
      'Signal Sam',
      'Snap 2009',
      'Sc0tt',
      'Snapdragon 🌺',
      'Mia (loves tiktok)',
    ]) {
      expect(findContactInName(name), name).toBeNull();
    }
  });
});
