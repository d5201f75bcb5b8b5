import { describe, expect, it } from 'vitest';
import { findContactInfo, hasContactInfo } from './contact-info';

// The corpus behind the rates in docs/security.md: contact details in the disguises people use, and ordinary
// messages (times, prices, years, places) that must pass. Every entry must be judged right.

export const CONTACT_ATTEMPTS = [
  'My number is 555 123 4567',
  'call 07700 900123 after school',
  '+44 7700 900 123',
  'ring (555) 123-4567',
  '5 5 5 1 2 3 4 5 6 7',
  'five five five one two three four five six seven',
  'zero seven seven zero zero nine zero zero one two three',
  '0 7 7 0 0 - 9 0 0 - 1 2 3',
  '555.123.4567',
  'text 5551234567 whenever',
  'seven seven oh oh nine 0 0 1 2 3 4',
  '５５５１２３４５６７',
  '5️⃣5️⃣5️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣',
  'email me: sam.jones@gmail.com',
  'sam dot jones at gmail dot com',
  'samjones (at) gmail (dot) com',
  'samjones [at] yahoo [dot] co [dot] uk',
  'sam_jones @ outlook . com',
  'S A M J @ G M A I L . C O M',
  'write to sammyj at hotmail',
  'my insta is @sammy_j',
  'add me on snapchat: sammyj',
  'find me on Instagram',
  'just whatsapp me',
  'whats app is easier for me',
  'my discord is sammy#1234',
  'Telegram: sammyj',
  't.me/sammyj',
  'wa.me/447700900123',
  'https://instagram.com/sammyj',
  'www.facebook.com/sam.jones',
  'check my site sammyj.com',
  'Add me, I am sammyj',
  'call me tonight',
  'hit me up on kik',
  'dm me on tiktok',
  'my snap is sammy2010',
  'follow me @sam_writes',
  "I'm sammyj on Skype",
  'message me on fb',
  'ig: sammy.j',
  "here's my number",
  "what's your snap?",
  'Line ID: sammyj2',
  'talk on signal instead?',
  'my email is below',
  '555, 123, 4567',
  'five five five, one two three, four five six seven',
  'my num: 555_123_4567',
  '555/123/4567',
  'o7700 9OO 123',
  'my ph0ne number is on my page',
  'w h a t s a p p',
  'my tg is sammyj',
];

export const INNOCENT_MESSAGES = [
  "Let's meet at 10:30 tomorrow",
  'The course costs $1500.00 this year',
  'I was born in 2009',
  'The library at 221 Baker Street is open until 8pm',
  'My exam is on 12/05/2025',
  "I've been practising for 3 years and 6 months",
  'Chapter 11, page 245',
  "It's about 20 minutes from the station",
  'Can you help me with question 4b?',
  'I scored 85 out of 100',
  'Bus 73 goes to the central library',
  'Thanks so much, that really helped!',
  'I feel a bit overwhelmed with school right now',
  "What time works for you? I'm free after 5",
  'The meeting room is on floor 3, room 304',
  'I need to save £250 for the trip',
  'Between 2018 and 2020 I lived in Spain',
  'Try the 4-7-8 breathing technique',
  'My phone died yesterday, sorry for the late reply',
  "I'll email my teacher about it",
  'Can we chat again on Friday at 4?',
  'The museum at 1000 Fifth Avenue is free on Fridays',
  'It costs 12.99 per month',
  'My goal is 10,000 steps a day',
  'The recipe needs 2 cups of flour and 1 egg',
  'Let me know at the end of the week how it went',
  "Node.js and React are what I'm learning",
  "I'm at the park near the town hall",
  "Dot your i's and cross your t's!",
  'The train leaves at 7:45 and arrives at 9:10',
  'I practise Spanish 30 minutes a day, 5 days a week',
  'Grade 10 maths is hard, especially chapter 7',
  'Can you add me to the study plan for next week?',
  'You can call me Alex',
  'I called my mum and it went well',
  'Room 12, building B, 2nd floor',
  "I'll be there between 3 and 5 pm",
  'My score went from 1200 to 1350',
  'Version 2.0.1 fixed the bug, e.g. the crash on start',
  "I'm 15 and in year 10",
  'Temperatures of 25-30 degrees this week',
  'See you @ 5pm at the community centre',
  'I have a positive outlook on this',
  'The signal was bad on the train so I missed the lesson',
  'Wait in line at the front desk of the town library',
  'My phone is broken so I use the school computer',
  'The number is bigger than I thought',
  'The years 1999 2000 2001 were good for my family',
  'Read pages 12 13 14 15 before Monday',
  'My scores were 7 8 9 10 11 this term',
  'I am 5 foot 7 and still growing',
  'Prices went from 1500, 2000 to 2500 over the years',
  'Flight BA 2490 lands at 10 15',
  'Go to room 4b, then the 2nd door on the left',
  'I woke up at 6 and ran 5 km before school',
];

describe('the contact-information detector', () => {
  it.each(CONTACT_ATTEMPTS)('finds contact details in %j', (text) => {
    expect(findContactInfo(text)).not.toBeNull();
  });

  it.each(INNOCENT_MESSAGES)('lets %j pass', (text) => {
    expect(findContactInfo(text)).toBeNull();
  });

  it('has a corpus of at least 40 attempts and 40 innocent messages, and tells what it found', () => {
    expect(CONTACT_ATTEMPTS.length).toBeGreaterThanOrEqual(40);
    expect(INNOCENT_MESSAGES.length).toBeGreaterThanOrEqual(40);
    expect(findContactInfo('my email is sam@example.com')).toMatchObject({ kind: 'email' });
    expect(findContactInfo('ring 07700 900123')).toMatchObject({ kind: 'phone' });
    expect(hasContactInfo('Happy to help with your essay')).toBe(false);
  });
});
