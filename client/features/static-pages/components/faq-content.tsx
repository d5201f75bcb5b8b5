import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeading, Prose } from './prose';

type Faq = { question: string; answer: ReactNode };

const faqs: Faq[] = [
  {
    question: 'What is KindRipple?',
    answer: (
      <p>
        KindRipple is a community for everyday kindness. You can send kindness notes that spread from person to person
        (Ripples), take part in timed Kindness Challenges, and give or get peer support through Kindness Connections.
      </p>
    ),
  },
  {
    question: 'Does KindRipple cost anything?',
    answer: <p>No. KindRipple is free for everyone, with no subscriptions, no paid tiers and no adverts.</p>,
  },
  {
    question: 'Who can use KindRipple?',
    answer: (
      <p>
        KindRipple is for people aged 13 and over. If you are under 18, please make sure a parent or guardian knows you
        are using it.
      </p>
    ),
  },
  {
    question: 'Do I need an account to start a ripple?',
    answer: (
      <p>
        No. Anyone can write a kindness note and share its link without signing up, and anyone who receives a note can
        thank the sender and pass a new one on without an account too. You only need an account for Challenges and
        Connections.
      </p>
    ),
  },
  {
    question: 'Who can see my ripple note?',
    answer: (
      <p>
        Anyone who has the link. Ripple notes are public by link, so please do not include private information such as
        full names, addresses or phone numbers. The tree and map show roughly where notes were written, never more
        precisely than a city.
      </p>
    ),
  },
  {
    question: 'How often are new challenges added?',
    answer: (
      <p>
        New challenges arrive every few weeks. Each one has its own time window, so check the challenges page regularly
        to make sure you do not miss one.
      </p>
    ),
  },
  {
    question: 'How do points work?',
    answer: (
      <>
        <p>You earn points by taking part in Kindness Challenges:</p>
        <ul>
          <li>Complete a challenge within its time window to earn its base points.</li>
          <li>Share a story about what you did to earn a bonus of 25 points.</li>
          <li>Earn 1 more point for every like your published story receives.</li>
        </ul>
        <p>
          You can spend points on rewards. Each reward can be claimed once per day. Points have no cash value and cannot
          be exchanged for money.
        </p>
      </>
    ),
  },
  {
    question: 'Why has my story not appeared yet?',
    answer: (
      <p>
        Every story is checked by a moderator before it is published, to keep the community positive and safe. This
        usually does not take long. Stories that break our community rules are not published.
      </p>
    ),
  },
  {
    question: 'How do I stay safe in Kindness Connections?',
    answer: (
      <>
        <ul>
          <li>Keep every conversation inside the KindRipple chat.</li>
          <li>Never share contact details such as your phone number, home address, e-mail or social media accounts.</li>
          <li>Never send money or ask for it, whatever the reason given.</li>
          <li>
            If someone makes you uncomfortable, block them straight away and report them. Our team reviews every report.
          </li>
          <li>Read reviews before accepting help, and leave honest reviews afterwards.</li>
        </ul>
        <p>
          Connections is peer support, not professional advice. In an emergency, contact your local emergency services.
        </p>
      </>
    ),
  },
  {
    question: 'Can I stop ripple update e-mails?',
    answer: (
      <p>
        Yes. Ripple updates are only sent if you ask for them and confirm your address, and every e-mail includes a
        one-click unsubscribe link.
      </p>
    ),
  },
  {
    question: 'How do I delete my account?',
    answer: (
      <p>
        Go to your <strong>Profile</strong> page and choose <strong>Delete Account</strong>. Your personal data is
        removed, and any copies left in our backups are deleted within 30 days.
      </p>
    ),
  },
  {
    question: 'What do you do with my data?',
    answer: (
      <p>
        We use it only to run KindRipple. We never sell your data and we do not use advertising trackers. Read the full
        details in our <Link to={paths.privacy}>Privacy Policy</Link>.
      </p>
    ),
  },
];

/** The FAQ (/faq) as open-and-close answers, ending with the contact section (#contact). */
export function FaqContent({ contactEmail }: { contactEmail: string }) {
  return (
    <Prose>
      <PageHeading
        title="Frequently Asked Questions"
        lead="Quick answers to the things people ask us most. Cannot find what you need? Our contact details are at the bottom of the page."
      />

      <div className="mt-8 space-y-3">
        {faqs.map((faq) => (
          <details
            key={faq.question}
            className="group rounded-xl border border-neutral-200 bg-white shadow-sm open:border-neutral-300"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-neutral-900 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark [&::-webkit-details-marker]:hidden">
              <span>{faq.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="currentColor"
                className="size-5 shrink-0 text-neutral-500 transition-transform group-open:rotate-180"
              >
                <path
                  fillRule="evenodd"
                  d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                  clipRule="evenodd"
                />
              </svg>
            </summary>
            <div className="px-5 pb-5 [&>p:first-child]:mt-0! [&>ul:first-child]:mt-0!">{faq.answer}</div>
          </details>
        ))}
      </div>

      <h2 id="contact">Contact us</h2>
      <p>
        We would love to hear from you, whether it is a question, an idea, a problem or a story about a ripple that made
        your day. E-mail us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and a real person will reply.
      </p>
      <p>
        For privacy inquiries, such as requests to access, correct or delete your data, please mention
        &ldquo;Privacy&rdquo; in the subject line. We respond to privacy inquiries within 5 business days.
      </p>
      <p>
        To report a safety concern about another member, please use the report button in Connections so our team sees it
        with the right context straight away.
      </p>
    </Prose>
  );
}
