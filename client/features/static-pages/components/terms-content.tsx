import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeading, Prose } from './prose';

/** Terms & Conditions (/terms); contactEmail is the address people write to. */
export function TermsContent({ contactEmail }: { contactEmail: string }) {
  return (
    <Prose>
      <PageHeading
        title="Terms & Conditions"
        lead="The ground rules for using KindRipple, written in plain language. By using KindRipple, you agree to these terms."
      />
      <p className="text-sm text-neutral-600">Last updated: 22 November 2026</p>

      <h2>1. Who can use KindRipple</h2>
      <p>
        You must be at least 13 years old to use KindRipple. If you are under 18, you should use KindRipple with the
        awareness of a parent or guardian. By creating an account, you confirm that you meet these requirements and that
        the information you give us is accurate.
      </p>
      <p>
        You are responsible for keeping your password private and for everything that happens under your account. If you
        think someone else has access to it, change your password and let us know.
      </p>

      <h2>2. A free service</h2>
      <p>
        KindRipple is free to use. We do not charge for accounts, ripples, challenges or Connections, and we do not show
        adverts. We may add, change or remove features over time as we improve the service.
      </p>

      <h2>3. Be kind: our community rules</h2>
      <p>KindRipple only works if it feels safe and welcoming. When you use it, you must not:</p>
      <ul>
        <li>harass, bully, threaten or intimidate anyone;</li>
        <li>
          post hateful content that attacks people for who they are, including their race, ethnicity, religion,
          disability, gender, sexual orientation or age;
        </li>
        <li>post sexual or sexually suggestive content of any kind;</li>
        <li>send spam, chain advertising, or promote products and services;</li>
        <li>
          share anyone else&apos;s personal information, such as their address, phone number or photos, without their
          permission;
        </li>
        <li>ask for, offer or arrange money, gifts of money or financial details;</li>
        <li>pretend to be someone else or mislead people about who you are;</li>
        <li>
          try to break, overload or get around the security of the service, or collect data from it with automated
          tools.
        </li>
      </ul>
      <p>If you see something that breaks these rules, please use the report tools or contact us.</p>

      <h2>4. Content you post</h2>
      <p>
        You keep ownership of everything you write and upload, including ripple notes, stories, help requests, messages,
        reviews and your avatar. By posting it, you give KindRipple a non-exclusive, royalty-free licence to store,
        display and share that content on the site so the service can work as intended, for example showing your story
        to other members or your note to the people who open its link. This licence ends when the content is deleted,
        except where it has already been passed on as part of a ripple or we must keep it for legal reasons.
      </p>
      <p>
        Challenge stories are moderated before they are published. We may decline, hide or remove any content that
        breaks these terms, and we are not obliged to explain every moderation decision. Only post content you have the
        right to share.
      </p>

      <h2>5. Ripples</h2>
      <p>
        Ripple notes are public to anyone who has the link, and the link can be passed on freely. Please do not put
        private information, yours or anyone else&apos;s, in a note. Each ripple&apos;s tree and map show the
        approximate city and country where notes were created.
      </p>

      <h2>6. Kindness Connections safety</h2>
      <p>
        Connections lets members support each other. It is peer support between ordinary people, not professional help:
        members are not doctors, therapists, lawyers or financial advisers, and their suggestions are not a substitute
        for professional advice.
      </p>
      <p>
        <strong>
          If you or someone else is in danger or there is an emergency, contact your local emergency services
          immediately.
        </strong>
      </p>
      <p>
        Keep conversations inside KindRipple, never share contact details, and never send or ask for money. Use block
        and report whenever something feels wrong. You are responsible for your own decisions about any help you give or
        receive, and we cannot guarantee the conduct of any member.
      </p>

      <h2>7. Points and rewards</h2>
      <p>
        Points are earned through Kindness Challenges and can be spent on rewards. Points have no cash value, cannot be
        bought, sold or transferred, and cannot be exchanged for money. Each reward can be claimed once per day. We may
        change how points are earned, the rewards on offer and their prices at any time, and we may remove points that
        were earned by breaking these terms.
      </p>

      <h2>8. Ending your account</h2>
      <p>You can delete your account at any time from your Profile page by choosing Delete Account.</p>
      <p>
        We may suspend or close an account, or remove access to parts of the service, if someone breaks these terms,
        puts other members at risk, or if we are required to by law. Where it is safe and reasonable, we will tell you
        why.
      </p>

      <h2>9. Disclaimer and limitation of liability</h2>
      <p>
        We work hard to keep KindRipple running well, but it is provided &ldquo;as is&rdquo; and &ldquo;as
        available&rdquo;. We do not promise that it will always be available, free of errors, or that content posted by
        members is accurate or appropriate.
      </p>
      <p>
        To the fullest extent allowed by law, KindRipple is not liable for indirect or consequential losses, or for loss
        arising from content posted by members or from dealings between members. Nothing in these terms limits any
        liability that cannot be limited by law, or takes away your statutory rights.
      </p>

      <h2>10. Changes to these terms</h2>
      <p>
        We may update these terms as KindRipple grows. When we do, we will change the &ldquo;Last updated&rdquo; date
        above, and for important changes we will let members know on the site or by e-mail. If you keep using KindRipple
        after a change, the new terms apply.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions about these terms? E-mail us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. You may also
        find our <Link to={paths.privacy}>Privacy Policy</Link> and <Link to={paths.faq}>FAQ</Link> helpful.
      </p>
    </Prose>
  );
}
