import type { OutgoingMail } from '../../mail/outbox';
import { renderBrandedMail } from '../../mail/layout';

// The two mails a story's author gets. They go only to the author's own confirmed address (mailAccount) and do not
// quote the story: the author knows it, and the dashboard shows it.

type Mail = Omit<OutgoingMail, 'to'>;

/** The story was approved: it is public now, and the bonus was credited (when it was). */
export function storyApprovedMail(p: { publicUrl: string; challengeTitle: string; bonus: number }): Mail {
  const bonus = p.bonus > 0 ? ` You earned ${p.bonus} bonus points for sharing it.` : '';
  return {
    subject: 'Your kindness story is live',
    ...renderBrandedMail({
      preheader: 'Your story was approved and everyone can read it now.',
      heading: 'Your story was approved',
      paragraphs: [
        'Hello,',
        `Thank you for sharing your story about "${p.challengeTitle}". Our team approved it, and everyone can read it on the Stories page now.${bonus}`,
        'Each like it gets adds a point to your balance.',
      ],
      action: { label: 'See the stories', url: `${p.publicUrl}/stories` },
    }),
  };
}

/** The story was not approved: the admin's reason, and where to edit and send it again. */
export function storyRejectedMail(p: { publicUrl: string; challengeTitle: string; reason: string }): Mail {
  return {
    subject: 'About your kindness story',
    ...renderBrandedMail({
      preheader: 'Your story needs a change before we can share it.',
      heading: 'Your story needs a change',
      paragraphs: [
        'Hello,',
        `Thank you for your story about "${p.challengeTitle}". We could not share it as it is. Our team wrote:`,
        p.reason,
        'You can edit your story under My Stories on your dashboard and send it again: nothing you wrote is lost.',
      ],
      action: { label: 'Edit my story', url: `${p.publicUrl}/dashboard?tab=stories` },
    }),
  };
}
