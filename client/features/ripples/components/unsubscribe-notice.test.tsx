import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { UnsubscribeNotice } from './unsubscribe-notice';

describe('UnsubscribeNotice', () => {
  it('says an unknown unsubscribe link no longer works, and which link does (/?unsubscribed=0)', () => {
    renderWithProviders(<UnsubscribeNotice />, { path: '/?unsubscribed=0' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'This unsubscribe link doesn’t work: it may have been cut short when it was copied. To stop updates about a ripple, please click the unsubscribe link in one of our mails about it.',
    );
  });

  it('confirms a successful unsubscribe on the ripple’s page (?unsubscribed=1)', () => {
    renderWithProviders(<UnsubscribeNotice />, { path: '/ripple/seedAAAAAA?unsubscribed=1' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are unsubscribed. We will not e-mail you about this ripple again.',
    );
  });

  it('shows nothing otherwise', () => {
    renderWithProviders(<UnsubscribeNotice />, { path: '/?unsubscribed=maybe' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
