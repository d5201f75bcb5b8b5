import { describe, expect, it } from 'vitest';
import { looksLikeCrisis } from './crisis';

describe('looksLikeCrisis', () => {
  it.each([
    'I want to die',
    'sometimes I think about killing myself',
    'I have been self-harming again',
    'I don’t want to live anymore',
    'everyone would be better off without me',
    "I'm not safe at home, he hits me",
    'I feel suicidal tonight',
  ])('notices %j', (text) => expect(looksLikeCrisis(text)).toBe(true));

  it.each([
    'This maths homework is killing me haha',
    'I could die for a good pizza',
    'My phone battery died',
    'I want to live abroad one day',
    'Thanks, I feel much better now',
  ])('leaves %j alone', (text) => expect(looksLikeCrisis(text)).toBe(false));
});
