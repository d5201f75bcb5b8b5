import { PageHeading, Prose } from './prose';

/** Privacy Policy (/privacy); contactEmail is the address people write to. */
export function PrivacyContent({ contactEmail }: { contactEmail: string }) {
  return (
    <Prose>
      <PageHeading
        title="Privacy Policy"
        lead="We collect as little as we can, we use it only to run KindRipple, and we never sell it. Here is exactly what that means."
      />
      <p className="text-sm text-neutral-600">Last updated: 22 November 2026</p>
      <p>
        KindRipple is free for everyone aged 13 and over. There are no paid plans and no adverts, so your data is never
        the price of using it.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details.</strong> Your e-mail address, your display name and, if you choose to add one, your
          avatar.
        </li>
        <li>
          <strong>Content you post.</strong> Challenge stories, help requests and offers, chat messages in Kindness
          Connections, reviews, likes and reports.
        </li>
        <li>
          <strong>Ripple notes.</strong> The text of each note and the approximate city and country where it was
          created. We work out that location from your IP address at the moment the note is created.{' '}
          <strong>We never store the IP address itself.</strong> To count views fairly, we keep only a salted hash of
          it, which lets us count each viewer once a day without being able to recover the address.
        </li>
        <li>
          <strong>Technical logs.</strong> Basic information our servers record to keep the service working and secure,
          such as the time of a request, the page requested and any errors.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To create and secure your account and let you sign in.</li>
        <li>
          To run Ripples, Challenges and Connections: showing notes, trees and maps, awarding points, matching members
          and delivering messages.
        </li>
        <li>To moderate stories and investigate reports, so the community stays safe.</li>
        <li>To send the e-mails described below.</li>
        <li>To find and fix problems and protect KindRipple against abuse.</li>
      </ul>

      <h2>What we never do</h2>
      <ul>
        <li>We never sell, rent or trade your personal data.</li>
        <li>We do not show adverts and we do not use advertising or cross-site tracking tools.</li>
        <li>We do not build marketing profiles about you.</li>
      </ul>
      <p>
        We share data only with the service providers we need to run KindRipple, such as hosting and e-mail delivery,
        who may use it only on our behalf, or where the law requires it.
      </p>

      <h2>Cookies</h2>
      <p>
        We use a single session cookie to keep you signed in. It is essential for the site to work and is removed when
        you sign out or when it expires. We do not use tracking, analytics or advertising cookies.
      </p>

      <h2>E-mail</h2>
      <ul>
        <li>
          <strong>Password reset.</strong> If you ask to reset your password, we send you a one-time link.
        </li>
        <li>
          <strong>Ripple updates.</strong> If you opt in, we tell you when your ripple spreads. We use double opt-in:
          nothing is sent until you click the confirmation link we e-mail you. Every update includes a one-click
          unsubscribe link.
        </li>
      </ul>
      <p>We do not send marketing e-mails.</p>

      <h2>How long we keep it</h2>
      <p>
        We keep your data for as long as your account is open. When you delete your account from your Profile page, your
        personal data is removed. Anything left in our backups is removed within 30 days. Technical logs are kept only
        for as long as we need them to keep the service running securely.
      </p>

      <h2>Children</h2>
      <p>
        KindRipple is only for people aged 13 and over. We do not knowingly collect data from anyone younger. If you
        believe a child under 13 has created an account, please contact us and we will delete it.
      </p>

      <h2>Your rights</h2>
      <p>You are in control of your data. You can ask us to:</p>
      <ul>
        <li>
          <strong>Access</strong> your data: tell you what we hold about you and give you a copy.
        </li>
        <li>
          <strong>Correct</strong> your data: fix anything that is wrong. You can update your display name and avatar
          yourself on your Profile page.
        </li>
        <li>
          <strong>Delete</strong> your data: use Delete Account on your Profile page, or ask us to do it for you.
        </li>
      </ul>
      <p>
        Depending on where you live, you may have further rights under local data protection law, including the right to
        complain to your data protection authority.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are never stored in plain text: they are hashed with argon2id, a modern algorithm designed to resist
        cracking. Connections to KindRipple are encrypted, and access to personal data is limited to the people who need
        it to run and moderate the service. No system is perfectly secure, but we take protecting your data seriously.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we handle your data, we will update this page and the &ldquo;Last updated&rdquo; date above.
        For significant changes, we will let members know on the site or by e-mail.
      </p>

      <h2>Contact</h2>
      <p>
        For any privacy question or request, e-mail us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. We
        answer privacy inquiries within 5 business days.
      </p>
    </Prose>
  );
}
