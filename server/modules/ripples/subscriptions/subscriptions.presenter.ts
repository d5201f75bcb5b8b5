import type { SubscriptionConfirmed } from '../../../../common/schemas/ripples';
import type { MessageResponse } from '../../../../common/schemas/common';

/** The same answer whether or not the address already follows the ripple (decision 023). */
export const presentSubscribeRequested = (): MessageResponse => ({
  message: 'Please check your inbox: we have sent you a mail about following this ripple.',
});

/** POST /api/ripples/subscriptions/confirm: the page then shows the ripple. */
export const presentConfirmed = (seedCode: string): SubscriptionConfirmed => ({
  message: 'Subscription confirmed',
  seedCode,
});

/** POST /api/ripples/unsubscribe/{token}, from a mail app's own Unsubscribe button. */
export const presentUnsubscribed = (): MessageResponse => ({ message: 'Unsubscribed' });

/** Where the unsubscribe link lands: the ripple's page, or the home page's notice for a link we do not know. */
export const unsubscribeLanding = (seedCode: string | undefined) =>
  seedCode ? `/ripple/${seedCode}?unsubscribed=1` : '/?unsubscribed=0';
