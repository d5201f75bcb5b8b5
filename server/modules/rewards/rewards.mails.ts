import type { OutgoingMail } from '../../mail/outbox';
import { renderBrandedMail } from '../../mail/layout';

// The two mails of a claim. They go to the member's own confirmed address (mailAccount), never to the delivery
// address they typed: that one is only named, so nobody can make us write to an address by typing it in a claim.

type Mail = Omit<OutgoingMail, 'to'>;

/** The claim was received. */
export function claimReceivedMail(p: {
  publicUrl: string;
  reward: string;
  points: number;
  deliveryEmail: string;
}): Mail {
  return {
    subject: `Reward claimed: ${p.reward}`,
    ...renderBrandedMail({
      preheader: 'We received your reward claim.',
      heading: 'Reward claimed! 🎉',
      paragraphs: [
        'Hello,',
        `You claimed "${p.reward}" for ${p.points} points. Thank you for all the kindness behind them.`,
        `Our team will send it to ${p.deliveryEmail}, the address you gave with your claim, and we will write again when it is on its way.`,
      ],
      action: { label: 'See my rewards', url: `${p.publicUrl}/dashboard?tab=rewards` },
      footerNote: 'If you did not claim this reward, please reply to this mail.',
    }),
  };
}

/** The admin marked the claim fulfilled. */
export function claimFulfilledMail(p: { publicUrl: string; reward: string; deliveryEmail: string }): Mail {
  return {
    subject: `Your reward is on its way: ${p.reward}`,
    ...renderBrandedMail({
      preheader: 'Your reward has been sent.',
      heading: 'Your reward is on its way',
      paragraphs: [
        'Hello,',
        `We have sent "${p.reward}" to ${p.deliveryEmail}, the address you gave with your claim.`,
        'Thank you for making the world a little kinder.',
      ],
      action: { label: 'See my rewards', url: `${p.publicUrl}/dashboard?tab=rewards` },
    }),
  };
}
