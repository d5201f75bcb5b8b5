import { describe, expect, it } from 'vitest';
import { pickTemplates, RIPPLE_THEMES, rippleTheme, withGreeting } from './ripple-themes';

describe('ripple themes', () => {
  it('has the six themes of the spec, six distinct templates each, none over 280 characters or with placeholders', () => {
    expect(RIPPLE_THEMES.map((t) => [t.key, t.label])).toEqual([
      ['kind_note', 'Just a Kind Note'],
      ['gratitude', 'Gratitude'],
      ['check_in', 'Gentle Check-In'],
      ['encourage_wins', 'Encouragement & Wins'],
      ['long_time', 'Long Time No Talk'],
      ['work_kudos', 'Work Kudos (Professional)'],
    ]);
    for (const theme of RIPPLE_THEMES) {
      expect(theme.templates).toHaveLength(6);
      expect(new Set(theme.templates).size).toBe(6);
      for (const tpl of theme.templates) {
        expect(tpl.length).toBeGreaterThan(40);
        expect(tpl.length).toBeLessThanOrEqual(280);
        expect(tpl).not.toMatch(/[{}[\]]|lorem|TODO|\bNAME\b/i);
      }
    }
  });

  it('picks a template and three alternatives, all different, from the chosen theme', () => {
    for (let i = 0; i < 50; i++) {
      const { message, alternatives } = pickTemplates('gratitude');
      expect(alternatives).toHaveLength(3);
      expect(new Set([message, ...alternatives]).size).toBe(4);
      for (const m of [message, ...alternatives]) expect(rippleTheme('gratitude').templates).toContain(m);
    }
    expect(pickTemplates('nope', 3, () => 0).message).toBe(RIPPLE_THEMES[0].templates[0]);
  });

  it("prefixes 'Hi {name}! ' unless the message already greets", () => {
    expect(withGreeting('You are great.', 'Sam')).toBe('Hi Sam! You are great.');
    expect(withGreeting('You are great.', '  ')).toBe('You are great.');
    expect(withGreeting('Hello there, friend.', 'Sam')).toBe('Hello there, friend.');
    expect(withGreeting('HEY you!', 'Sam')).toBe('HEY you!');
    expect(withGreeting('hi again', 'Sam')).toBe('hi again');
    expect(withGreeting('Hiking was fun', 'Sam')).toBe('Hi Sam! Hiking was fun');
  });
});
