import { describe, expect, it } from 'vitest';
import { containsContactInfo } from './contact-info';

describe('the contact-information rule for comments', () => {
  it.each([
    'write to me at sam@example.com',
    'sam (at) example (dot) com',
    'call 555 123 4567',
    'my number is +44 (20) 7946-0958',
    'see www.example.com',
    'kind-things.net is my page',
    'find me @sunny_days',
    'add me on snapchat',
    'my insta is sunny',
    'DM me',
    'hmu later',
    'whatsapp me',
  ])('refuses %j', (text) => expect(containsContactInfo(text)).toBe(true));

  it.each([
    'What a lovely thing to do!',
    'I did this with my 3 kids in 2024 and it took 45 minutes.',
    'This made my day ❤️',
    'Thank you for sharing, it inspired me to help at the food bank.',
    'We left 12 notes at the library.',
  ])('allows %j', (text) => expect(containsContactInfo(text)).toBe(false));
});
