import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/test/render';
import { AboutUsContent } from './about-us-content';
import { FaqContent } from './faq-content';
import { HowItWorksContent } from './how-it-works-content';
import { PrivacyContent } from './privacy-content';
import { TermsContent } from './terms-content';

const contactEmail = 'hello@kindripple.test';

/** Renders a page inside a router and clicks one of its links; a plain <a href> would leave the router where it was. */
function followLink(page: ReactElement, from: string, name: string) {
  renderWithProviders(page, { path: from, route: from });
  const link = screen.getByRole('link', { name });
  const notPrevented = fireEvent.click(link);
  return { notPrevented, where: screen.queryByTestId('where')?.textContent };
}

describe('static pages link inside the app, without reloading the page', () => {
  const about = <AboutUsContent />;
  const faq = <FaqContent contactEmail={contactEmail} />;
  const howItWorks = <HowItWorksContent />;
  const terms = <TermsContent contactEmail={contactEmail} />;
  const cases = [
    { label: 'Our Story', page: about, from: paths.aboutUs, name: 'how it works', to: paths.howItWorks },
    { label: 'Our Story', page: about, from: paths.aboutUs, name: 'frequently asked questions', to: paths.faq },
    { label: 'Our Story', page: about, from: paths.aboutUs, name: 'start your first ripple', to: paths.home },
    { label: 'FAQ', page: faq, from: paths.faq, name: 'Privacy Policy', to: paths.privacy },
    {
      label: 'How It Works',
      page: howItWorks,
      from: paths.howItWorks,
      name: 'frequently asked questions',
      to: paths.faq,
    },
    { label: 'How It Works', page: howItWorks, from: paths.howItWorks, name: 'contact us', to: paths.contact },
    { label: 'Terms', page: terms, from: paths.terms, name: 'Privacy Policy', to: paths.privacy },
    { label: 'Terms', page: terms, from: paths.terms, name: 'FAQ', to: paths.faq },
  ];

  it.each(cases)('$label: "$name" goes to $to', ({ page, from, name, to }) => {
    const { notPrevented, where } = followLink(page, from, name);
    // The router handled the click (the browser's own navigation was cancelled) and moved on.
    expect(notPrevented).toBe(false);
    expect(where).toBe(to);
  });

  it('keeps e-mail addresses as mailto links', () => {
    renderWithProviders(<PrivacyContent contactEmail={contactEmail} />);
    expect(screen.getByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`);
  });
});

describe('PrivacyContent', () => {
  it('says near the top that KindRipple is free and for people aged 13 and over', () => {
    renderWithProviders(<PrivacyContent contactEmail={contactEmail} />);
    const intro = screen.getByText(/KindRipple is free/);
    expect(intro).toHaveTextContent(/aged 13 and over/);
    // Before the first section, where a reader starts.
    const firstSection = screen.getByRole('heading', { level: 2, name: 'What we collect' });
    expect(intro.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
