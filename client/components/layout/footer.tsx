import { AtSign, Camera, MessageCircle, Video } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';

const linkClass = 'text-sm text-neutral-300 hover:text-white hover:underline underline-offset-4';

/** The site footer: platform and about links, legal links, contact, and the copyright line. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-neutral-900 text-neutral-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <div className="inline-block rounded-lg bg-white px-2 py-1">
            <Logo />
          </div>
          <p className="text-sm text-neutral-300">Spreading kindness globally, one ripple at a time.</p>
        </div>
        <nav aria-labelledby="footer-platform">
          <h2 id="footer-platform" className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            Platform
          </h2>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to={paths.kindnessChallenges}>
                Challenges
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.kindnessConnections}>
                Connections
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            About us
          </h2>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to={paths.aboutUs}>
                Our Story
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.howItWorks}>
                How It Works
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.faq}>
                Contact us
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Follow the kindness</h2>
          {/* The channels are not open yet, so the icons are decoration rather than links. */}
          <ul className="flex gap-3" aria-label="Social channels (coming soon)">
            {[AtSign, Camera, MessageCircle, Video].map((Icon, i) => (
              <li
                key={i}
                className="flex size-9 items-center justify-center rounded-full bg-neutral-800 text-neutral-300"
              >
                <Icon aria-hidden className="size-4" />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="text-neutral-300">© {year} KindRipple. Spreading kindness globally.</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link className={linkClass} to={paths.privacy}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.terms}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.contact}>
                Contact Us
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
