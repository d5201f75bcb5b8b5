import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearToasts, toast } from '@/components/ui/use-toast';
import { AppProvider, toasterCode } from './provider';

describe('AppProvider', () => {
  it('loads the toasts’ code and draws their region only with the first toast, then shows the ones after it', async () => {
    clearToasts();
    const load = vi.spyOn(toasterCode, 'load');
    render(
      <AppProvider>
        <p>Page</p>
      </AppProvider>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    // Drawing the lazy toaster would have asked for its code during this render: it was not asked for.
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => void toast({ title: 'Link copied' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    act(() => void toast({ title: 'Subscription confirmed' }));
    expect(await screen.findByText('Subscription confirmed')).toBeInTheDocument();
    act(() => clearToasts());
  });
});
