import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeading, Prose } from './prose';

/** Our Story (/about-us): why KindRipple exists, its three parts and its values. */
export function AboutUsContent() {
  return (
    <Prose>
      <PageHeading
        title="Our Story"
        lead="KindRipple is a small, friendly corner of the internet built on a simple idea: one kind act can travel much further than you think."
      />

      <h2>Why KindRipple exists</h2>
      <p>
        Most of us have had a day turned around by something small: a stranger holding a door, a neighbour checking in,
        a friend sending a message at exactly the right moment. Those moments matter, but they usually vanish without a
        trace. You never learn that your kindness made someone else pass it on, or how far it went.
      </p>
      <p>
        We built KindRipple to make that invisible chain visible. We wanted a place where kindness is easy to start,
        easy to share and genuinely rewarding to watch grow, without feeds designed to keep you scrolling, without
        advertising and without anyone needing to be an expert in anything except being decent to each other.
      </p>

      <h2>What we do</h2>
      <p>KindRipple brings together three ways to be kind, each designed to work on its own.</p>

      <h3>Ripples of Kindness</h3>
      <p>
        Anyone can start a ripple, and you do not need an account. Write a short kindness note, for a friend, a
        colleague or someone you have never met, and share its link however you like. Each person who receives it can
        thank the sender and then pass a new note on to someone else.
      </p>
      <p>
        Every hand-off adds a branch to the ripple&apos;s tree. You can follow that tree as it grows and watch your
        small gesture spread across people and cities, sometimes much further than you ever expected.
      </p>

      <h3>Kindness Challenges</h3>
      <p>
        Every few weeks we publish new timed challenges, from thanking a teacher to helping with a community clean-up.
        Members complete them within the time window to earn points, and can share a short story about what they did.
        Stories are moderated before they appear, so the space stays encouraging. Points can then be spent on rewards, a
        small thank-you for the good you are putting into the world.
      </p>

      <h3>Kindness Connections</h3>
      <p>
        Sometimes kindness means asking for help, and sometimes it means offering it. In Kindness Connections, members
        post help requests and others offer to help. When two people are matched, they chat one to one inside KindRipple
        and, once they are done, review each other. Block and report tools are always within reach, so everyone can feel
        safe reaching out.
      </p>

      <h2>What we value</h2>
      <ul>
        <li>
          <strong>Warmth.</strong> Everything we build should leave people feeling a little better than before. We
          favour encouragement over competition and stories over statistics.
        </li>
        <li>
          <strong>Safety.</strong> Stories are moderated, Connections happen inside the site, and anyone can block or
          report behaviour that is not okay. We take every report seriously.
        </li>
        <li>
          <strong>Privacy.</strong> We collect only what we need to run the service. We never sell your data, we do not
          run advertising trackers, and we never store the IP addresses of people who open a ripple.
        </li>
        <li>
          <strong>Free for everyone.</strong> KindRipple is free to use for everyone aged 13 and over. Kindness should
          never sit behind a paywall.
        </li>
      </ul>

      <h2>Come and make a ripple</h2>
      <p>
        You do not need a grand gesture to begin. Think of one person who deserves a kind word today, write them a note
        and send it on its way. Then come back and watch where it goes.
      </p>
      <p>
        Want to know more first? Read <Link to={paths.howItWorks}>how it works</Link>, browse our{' '}
        <Link to={paths.faq}>frequently asked questions</Link>, or simply{' '}
        <Link to={paths.home}>start your first ripple</Link>. We are so glad you are here.
      </p>
    </Prose>
  );
}
