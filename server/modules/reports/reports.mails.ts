import { OUTCOME_LABELS, type ReportOutcome } from '../../../common/schemas/moderation';
import type { OutgoingMail } from '../../mail/outbox';
import { renderBrandedMail } from '../../mail/layout';

// The mails of a resolved report and of an appeal. The reporter hears what happened in plain words, never the other
// member's details; the member acted against gets the statement of reasons and an appeal link. Neither quotes what
// anyone wrote.

const WHAT: Record<string, string> = {
  user: 'your conduct on Kindness Connections',
  conversation: 'a Kindness Connections conversation',
  message: 'a message you sent on Kindness Connections',
  story: 'a story you shared',
  comment: 'a comment you wrote',
};

const MEANS: Record<ReportOutcome, string> = {
  no_action: 'Nothing changes for your account.',
  warning_sent: 'This is a warning: nothing else changes now, but another report like it may lead to stronger steps.',
  content_removed: 'The content has been removed and others can no longer see it.',
  member_blocked: 'You can no longer use Kindness Connections. The rest of KindRipple stays open to you.',
  member_suspended: 'Your account is suspended: you cannot sign in while the suspension lasts.',
};

/**
 * The community rule each listed report reason stands for (decision 058). The member acted against is told the rule,
 * never the words of the person who reported them; a reason outside the lists (a report filed before they were
 * enforced) names the rules as a whole.
 */
const RULES: Record<string, string> = {
  'Harassment or bullying': 'be kind to each other: no harassment or bullying',
  'Bullying or harassment': 'be kind to each other: no harassment or bullying',
  'Asking for personal details or money': 'keep everyone safe: never ask anyone for personal details or money',
  'Shares personal information': "respect privacy: never share anyone's personal information",
  'Inappropriate or sexual content':
    'keep what you share right for everyone from 13 up: nothing sexual or inappropriate',
  'Inappropriate or hurtful': 'keep what you share kind and right for everyone from 13 up',
  'Spam or scam': 'no spam, advertising or scams',
  'Spam or advertising': 'no spam, advertising or scams',
  'Hate speech': 'respect everyone: no hate speech',
  'Someone may be in danger': 'keep everyone safe',
};
const ALL_RULES = 'be kind, keep everyone safe and respect privacy';

/** The rule a report's reason stands for, in words the member acted against may read. */
export const ruleFor = (reason: string) => RULES[reason] ?? ALL_RULES;

/** The end of a suspension in words: a date and time (UTC), or until an admin lifts it. */
const suspensionEnd = (until: Date | null | undefined) =>
  until
    ? `The suspension lasts until ${until.toUTCString()}; after that you can sign in again.`
    : 'The suspension lasts until an admin lifts it.';

/** To the reporter: their report was resolved, with the outcome in plain words. */
export function reporterOutcomeMail(publicUrl: string, outcome: ReportOutcome): Omit<OutgoingMail, 'to'> {
  return {
    subject: 'We reviewed your report',
    ...renderBrandedMail({
      preheader: 'Thank you for helping keep KindRipple kind.',
      heading: 'Thank you for your report',
      paragraphs: [
        'An admin has reviewed the report you sent and resolved it.',
        `What happened: ${OUTCOME_LABELS[outcome]}.`,
        'For everyone’s privacy we do not share more about the other person. You can see all your reports on your Kindness Connections profile tab.',
      ],
      action: { label: 'See your reports', url: `${publicUrl}/kindness-connections?tab=profile` },
    }),
  };
}

/**
 * To the member acted against: what, which rule, what it means, and the appeal link (single use). The rule is named
 * from the report's listed reason; the reporter's own words (reason or details) never reach this mail.
 */
export function statementOfReasonsMail(
  publicUrl: string,
  p: {
    outcome: ReportOutcome;
    contentType: string;
    reason: string;
    note: string | null;
    token: string;
    /** A suspension's end (null: until lifted). */
    until?: Date | null;
  },
): Omit<OutgoingMail, 'to'> {
  return {
    subject: 'A decision about your KindRipple account',
    ...renderBrandedMail({
      preheader: 'Why we took this step, and how to appeal.',
      heading: 'Why we took this step',
      paragraphs: [
        `What: someone reported ${WHAT[p.contentType] ?? 'something you shared'}, and an admin reviewed it.`,
        `Which rule: the KindRipple community rule to ${ruleFor(p.reason)}.`,
        `Decision: ${OUTCOME_LABELS[p.outcome]}. ${MEANS[p.outcome]}`,
        ...(p.outcome === 'member_suspended' ? [suspensionEnd(p.until)] : []),
        ...(p.note ? [`The admin's note: ${p.note}`] : []),
        'If you think this decision is wrong, you can appeal once with the link below, even if you cannot sign in. An admin who looks at it fresh will decide, and we will mail you the answer.',
      ],
      action: { label: 'Appeal', url: `${publicUrl}/appeal?token=${encodeURIComponent(p.token)}` },
    }),
  };
}

const LIFTED = {
  unblocked: 'The block is lifted: you can use Kindness Connections again.',
  unsuspended: 'Your suspension is lifted: you can sign in again.',
} as const;

/** To the member who appealed: the decision on the appeal, and what was lifted. */
export function appealDecisionMail(
  publicUrl: string,
  p: { decision: 'upheld' | 'overturned'; note: string | null; undone?: 'unblocked' | 'unsuspended' | null },
): Omit<OutgoingMail, 'to'> {
  const overturned = p.decision === 'overturned';
  return {
    subject: overturned ? 'Your appeal was accepted' : 'Your appeal was reviewed',
    ...renderBrandedMail({
      preheader: 'The answer to your appeal.',
      heading: overturned ? 'Your appeal was accepted' : 'Your appeal was reviewed',
      paragraphs: [
        overturned
          ? 'An admin reviewed your appeal and agreed with you: the decision is withdrawn and no longer counts against you.'
          : 'An admin reviewed your appeal carefully and decided that the original decision stands.',
        ...(p.undone ? [LIFTED[p.undone]] : []),
        ...(p.note ? [`The admin's note: ${p.note}`] : []),
        'Thank you for taking the time to tell us your side.',
      ],
      action: { label: 'Visit KindRipple', url: publicUrl },
    }),
  };
}
