import type { LimitSpec } from '../../plugins/rate-limit';

const HOUR = 60 * 60_000;

/** The abuse limits of Kindness Connections, counted per member (issue §13; docs/security.md). */
export const CONNECTION_LIMITS = {
  messages: {
    name: 'connections-messages',
    max: 30,
    windowMs: 60_000,
    message: (wait) => `You're sending messages very quickly. Please wait ${wait} and try again.`,
  },
  requests: {
    name: 'connections-requests',
    max: 5,
    windowMs: 24 * HOUR,
    message: (wait) => `You've posted the most requests we allow in a day. Please try again in ${wait}.`,
  },
  reports: {
    name: 'connections-reports',
    max: 10,
    windowMs: 24 * HOUR,
    message: (wait) =>
      `You've sent many reports today. Please wait ${wait}; if someone is in danger, call your local emergency number.`,
  },
  accepts: {
    name: 'connections-accepts',
    max: 10,
    windowMs: HOUR,
    message: (wait) => `You've offered help many times this hour. Please wait ${wait} and try again.`,
  },
  writes: { name: 'connections-writes', max: 60, windowMs: HOUR },
} as const satisfies Record<string, LimitSpec>;
