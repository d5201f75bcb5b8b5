/** The six ripple themes (part 1 §3), each with six template messages written for KindRipple. */
export const RIPPLE_THEMES = [
  {
    key: 'kind_note',
    label: 'Just a Kind Note',
    subtitle: 'A little warmth for no reason at all',
    templates: [
      'You probably don’t hear this enough: the world is softer with you in it. Thank you for being exactly who you are.',
      'I saw this and thought of you. No reason, no occasion, just a reminder that someone is glad you exist.',
      'Your laugh is one of my favourite sounds. I hope today gives you a hundred reasons to use it.',
      'The way you make people feel welcome is a real gift. I noticed, and I wanted you to know.',
      'Sending you a small pocket of sunshine for whenever the day needs it. Keep it, share it, it’s yours.',
      'Somewhere in your week there is a kind thing you did and forgot about. Someone else remembers it. Thank you.',
    ],
  },
  {
    key: 'gratitude',
    label: 'Gratitude',
    subtitle: 'Say thank you for something they did',
    templates: [
      'Thank you for showing up when I needed it, without me having to ask. I still think about it.',
      'I never properly thanked you for your patience with me. It made a harder season feel so much lighter.',
      'The advice you gave me months ago is still helping me today. Thank you for taking the time.',
      'Thank you for the small things: the check-in texts, the saved seat, the coffee you didn’t have to buy.',
      'You taught me something I now pass on to others. That’s your kindness travelling further than you know.',
      'Grateful for you today and most days. Thank you for making my life better just by being in it.',
    ],
  },
  {
    key: 'check_in',
    label: 'Gentle Check-In',
    subtitle: 'Let them know you are thinking of them',
    templates: [
      'Just checking in. No need to reply right away, I simply wanted you to know I’m thinking of you.',
      'How are you, really? If today is heavy, I’m here to listen, and if it’s light, I’d love to hear why.',
      'You crossed my mind this morning and I hoped you were doing okay. Take care of yourself this week.',
      'I know things have been a lot lately. Remember to drink some water, take a breath, and go easy on yourself.',
      'Sending a quiet hug your way. Whatever you’re carrying right now, you don’t have to carry it alone.',
      'No agenda, no favour to ask. I just wanted to say hello and that my door (and phone) are always open.',
    ],
  },
  {
    key: 'encourage_wins',
    label: 'Encouragement & Wins',
    subtitle: 'Cheer them on, big step or small',
    templates: [
      'I saw how hard you worked for this, and I’m so proud of you. Take a moment to enjoy it, you earned it.',
      'You’ve got this. Even on the days it doesn’t feel like it, you keep going, and that is its own kind of brave.',
      'Small steps still count. Every one you took this week brought you closer, and I noticed every single one.',
      'Whatever happens with the result, the effort you put in says everything about who you are. Well done.',
      'Congratulations! Celebrate this properly, and remember this feeling the next time you doubt yourself.',
      'Starting something new takes courage. I believe in you, and I can’t wait to see where this goes.',
    ],
  },
  {
    key: 'long_time',
    label: 'Long Time No Talk',
    subtitle: 'Reconnect with someone you miss',
    templates: [
      'It’s been far too long! I was remembering our old adventures today and it made me smile. How are you?',
      'I know life got busy for both of us, but I still think of you often. Would love to catch up soon.',
      'Found an old photo of us and laughed out loud. I miss you. Coffee, call, or a long walk, your pick?',
      'Time flies, but some people stay close to the heart no matter how long it’s been. You’re one of them.',
      'A song came on the radio that always reminds me of you, so consider this my excuse to say hi.',
      'No need to explain the silence, it goes both ways. I’d just really like to hear how you’ve been.',
    ],
  },
  {
    key: 'work_kudos',
    label: 'Work Kudos (Professional)',
    subtitle: 'Recognise a colleague’s good work',
    templates: [
      'Thank you for the care you put into the project this week. Your attention to detail made a real difference.',
      'You made a difficult meeting feel easy today. The way you kept everyone calm and focused was impressive.',
      'I appreciate how generously you share what you know. The team is stronger because of you.',
      'Your work on the launch didn’t go unnoticed. Thank you for the late effort and the steady good humour.',
      'Working with you makes the hard days better. Thanks for being the colleague everyone hopes to have.',
      'You asked the question nobody else would, and it changed the outcome. Thank you for speaking up.',
    ],
  },
] as const;

export type RippleThemeKey = (typeof RIPPLE_THEMES)[number]['key'];
export type RippleTheme = (typeof RIPPLE_THEMES)[number];

export const DEFAULT_RIPPLE_THEME: RippleThemeKey = 'kind_note';

/** The theme with the given key (the default theme for an unknown key). */
export function rippleTheme(key: string): RippleTheme {
  return RIPPLE_THEMES.find((t) => t.key === key) ?? RIPPLE_THEMES[0];
}

/**
 * Picks a random template of the theme and `count` alternatives distinct from it (part 1 §4).
 * `random` is injectable so tests can pin the choice.
 */
export function pickTemplates(
  key: string,
  count = 3,
  random: () => number = Math.random,
): { message: string; alternatives: string[] } {
  const pool = [...rippleTheme(key).templates] as string[];
  const message = pool.splice(Math.floor(random() * pool.length), 1)[0];
  const alternatives: string[] = [];
  while (alternatives.length < count && pool.length)
    alternatives.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return { message, alternatives };
}

/** 'Hi {name}! ' before the message, unless it already greets (hi/hello/hey, any case) or no name is given. */
export function withGreeting(message: string, recipientName: string | undefined): string {
  const name = (recipientName ?? '').trim();
  if (!name) return message;
  if (/^(hi|hello|hey) /i.test(message)) return message;
  return `Hi ${name}! ${message}`;
}
