/** Every route path of the web app in one place. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  howItWorks: '/how-it-works',
  faq: '/faq',
  contact: '/faq#contact',
  terms: '/terms',
  privacy: '/privacy',
  challenges: '/challenges',
  kindnessChallenges: '/kindness-challenges',
  stories: '/stories',
  connections: '/connections',
  kindnessConnections: '/kindness-connections',
  dashboard: '/dashboard',
  profile: '/profile',
  admin: '/admin',
  adminConnections: '/admin/connections',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  appeal: '/appeal',
  auth: (opts: { tab?: 'login' | 'register'; redirect?: string } = {}) => {
    const q = new URLSearchParams();
    if (opts.tab) q.set('tab', opts.tab);
    if (opts.redirect) q.set('redirect', opts.redirect);
    const s = q.toString();
    return s ? `/auth?${s}` : '/auth';
  },
  chat: (id: number | string) => `/chat/${id}`,
  user: (id: number | string) => `/user/${id}`,
  rippleNote: (code: string) => `/r/${code}`,
  ripple: (code: string) => `/ripple/${code}`,
} as const;

/**
 * The route table's patterns for the paths above that are built by a function or cover a whole area;
 * the `:param` names are the ones the pages read with useParams.
 */
export const routePatterns = {
  auth: '/auth',
  chat: '/chat/:id',
  user: '/user/:userId',
  rippleNote: '/r/:code',
  ripple: '/ripple/:code',
  adminArea: `${paths.admin}/*`,
} as const;
