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
  aboutUs: { title: 'Our Story', description: 'Why KindRipple exists, what it does and the values behind it: free kindness for everyone aged 13 and over.' },
  howItWorks: { title: 'How It Works', description: 'How Ripples of Kindness, kindness challenges and Kindness Connections work, step by step.' },
  faq: { title: 'FAQ & Contact', description: 'Answers to common questions about KindRipple, and how to reach us.' },
  terms: { title: 'Terms & Conditions', description: 'The plain-language terms for using KindRipple, a free kindness community for people aged 13 and over.' },
  privacy: { title: 'Privacy Policy', description: 'What KindRipple collects, why, how long we keep it, and how to reach us about your data.' },
  auth: { title: 'Log in or join', description: 'Log in to KindRipple or create your free account.', noindex: true },
  resetPassword: { title: 'Reset Your Password', description: 'Choose a new password for your KindRipple account.', noindex: true },
  profile: { title: 'Your Profile', description: 'Your KindRipple profile.', noindex: true },
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
};

/** Old short paths the server redirects permanently (the client does the same when it navigates). */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/challenges': '/kindness-challenges',
  '/connections': '/kindness-connections',
};

/** The document title of a page: 'Our Story · KindRipple'; the home page reads 'KindRipple · …'. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? `${SITE_NAME} · Spreading kindness, one ripple at a time` : `${title} · ${SITE_NAME}`;
}
