import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearToasts, toast } from '@/components/ui/use-toast';
import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('draws no toast region until the first toast, then shows it and the ones after it', async () => {
    clearToasts();
    await import('@/components/ui/toaster'); // already fetched, so only the provider's choice keeps it away
    render(
      <AppProvider>
        <p>Page</p>
      </AppProvider>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => void toast({ title: 'Link copied' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    act(() => void toast({ title: 'Subscription confirmed' }));
    expect(await screen.findByText('Subscription confirmed')).toBeInTheDocument();
    act(() => clearToasts());
  });
});
