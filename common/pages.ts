import { SITE_NAME } from './constants';

/** What a page says about itself in the document head: the client sets it, the server puts it in the HTML. */
export interface PageInfo {
  /** Short title; the document title adds the site name (see `documentTitle`). */
  title: string;
  description: string;
  /** Keep out of search engines (personal or one-off pages). */
  noindex?: boolean;
}

const HOME_DESCRIPTION =
  'Start a Ripple of Kindness, take on kindness challenges and find support from kind people. Free, for everyone 13 and over.';

/** The head of each page the server answers without the database (ripple pages build theirs from the note). */
export const PAGES = {
  home: { title: SITE_NAME, description: HOME_DESCRIPTION },
  aboutUs: {
    title: 'Our Story',
    description:
      'Why KindRipple exists, what it does and the values behind it: free kindness for everyone aged 13 and over.',
  },
  howItWorks: {
    title: 'How It Works',
    description: 'How Ripples of Kindness, kindness challenges and Kindness Connections work, step by step.',
  },
  faq: { title: 'FAQ & Contact', description: 'Answers to common questions about KindRipple, and how to reach us.' },
  terms: {
    title: 'Terms & Conditions',
    description:
      'The plain-language terms for using KindRipple, a free kindness community for people aged 13 and over.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What KindRipple collects, why, how long we keep it, and how to reach us about your data.',
  },
  auth: { title: 'Log in or join', description: 'Log in to KindRipple or create your free account.', noindex: true },
  resetPassword: {
    title: 'Reset Your Password',
    description: 'Choose a new password for your KindRipple account.',
    noindex: true,
  },
  profile: { title: 'Your Profile', description: 'Your KindRipple profile.', noindex: true },
  confirmEmail: {
    title: 'Confirm Your E-mail Address',
    description: 'Confirm the e-mail address of your KindRipple account.',
    noindex: true,
  },
  kindnessChallenges: {
    title: 'Kindness Challenges',
    description:
      'Take on the current kindness challenge, earn points, share your story and claim rewards on KindRipple.',
  },
  stories: {
    title: 'Kindness Stories',
    description: 'Real stories of kindness from KindRipple members who took on a kindness challenge.',
  },
  dashboard: { title: 'My Dashboard', description: 'Your challenges, stories, rewards and points.', noindex: true },
  admin: { title: 'Admin Dashboard', description: 'Run KindRipple’s challenges, stories and rewards.', noindex: true },
  adminConnections: {
    title: 'Connections Moderation',
    description: 'Requests, conversations, reviews and numbers of Kindness Connections.',
    noindex: true,
  },
  kindnessConnections: {
    title: 'Kindness Connections',
    description:
      'Ask for a little help or offer yours: peer support with kind members, safe one-to-one chat, for everyone 13 and over.',
  },
  chat: { title: 'Chat', description: 'A private conversation on Kindness Connections.', noindex: true },
  userProfile: { title: 'Member Profile', description: 'A member of Kindness Connections.', noindex: true },
  appeal: {
    title: 'Appeal a Decision',
    description: 'Tell us why you think a decision about your KindRipple account was wrong.',
    noindex: true,
  },
  notFound: { title: 'Page not found', description: 'We could not find the page you were looking for.', noindex: true },
} as const satisfies Record<string, PageInfo>;

/**
 * The pages the server answers with 200 and their head, by path. Any other page path is answered with the
 * app's 404 page and status 404; the client's route table is checked against this list by a test.
 */
export const SERVED_PAGES: Readonly<Record<string, PageInfo>> = {
  '/': PAGES.home,
  '/about-us': PAGES.aboutUs,
  '/how-it-works': PAGES.howItWorks,
  '/faq': PAGES.faq,
  '/terms': PAGES.terms,
  '/privacy': PAGES.privacy,
  '/auth': PAGES.auth,
  '/reset-password': PAGES.resetPassword,
  '/profile': PAGES.profile,
  '/confirm-email': PAGES.confirmEmail,
  '/kindness-challenges': PAGES.kindnessChallenges,
  '/stories': PAGES.stories,
  '/dashboard': PAGES.dashboard,
  '/admin': PAGES.admin,
  '/admin/connections': PAGES.adminConnections,
  '/kindness-connections': PAGES.kindnessConnections,
  '/chat/:id': PAGES.chat,
  '/user/:userId': PAGES.userProfile,
  '/appeal': PAGES.appeal,
};

/**
 * The served page a path is, by the key of SERVED_PAGES it matches: the path itself, or a pattern whose `:name`
 * segments stand for one non-empty segment each (`/chat/12` is `/chat/:id`). Undefined when it is no page.
 */
export function servedPageKey(pathKey: string): string | undefined {
  if (Object.hasOwn(SERVED_PAGES, pathKey)) return pathKey;
  const got = pathKey.split('/');
  return Object.keys(SERVED_PAGES).find((key) => {
    if (!key.includes('/:')) return false;
    const want = key.split('/');
    return want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]));
  });
}

/** Old short paths the server redirects permanently (the client does the same when it navigates). */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/challenges': '/kindness-challenges',
  '/connections': '/kindness-connections',
};

/** The document title of a page: 'Our Story · KindRipple'; the home page reads 'KindRipple · …'. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? `${SITE_NAME} · Spreading kindness, one ripple at a time` : `${title} · ${SITE_NAME}`;
}
