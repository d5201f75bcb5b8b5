import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFailed } from './list-failed';

describe('ListFailed', () => {
  it('says what failed in an alert and asks again on Try again', async () => {
    const onRetry = vi.fn();
    render(
      <ListFailed onRetry={onRetry} retrying={false}>
        We couldn’t load the rewards.
      </ListFailed>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the rewards.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says it is trying again while the list reloads, and does not ask twice', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ListFailed onRetry={onRetry} retrying>
        We couldn’t load the rewards.
      </ListFailed>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Trying again…' }));
    expect(onRetry).not.toHaveBeenCalled();
    rerender(
      <ListFailed inline onRetry={onRetry} retrying>
        We couldn’t load the comments.
      </ListFailed>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Trying again…' }));
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('inline: one line of text with the button inside the alert', async () => {
    const onRetry = vi.fn();
    render(
      <ListFailed inline onRetry={onRetry} retrying={false}>
        We couldn’t load the comments.
      </ListFailed>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveTextContent('We couldn’t load the comments. Try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
