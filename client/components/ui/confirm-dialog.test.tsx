import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(over: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const props = {
    open: true,
    onOpenChange: vi.fn(),
    title: 'Delete this request?',
    description: 'It will no longer be shown to anyone.',
    confirmLabel: 'Delete request',
    onConfirm: vi.fn(),
    ...over,
  };
  render(<ConfirmDialog {...props} />);
  return props;
}

describe('ConfirmDialog', () => {
  it('asks, shows what is given between the question and the buttons, and confirms with its label', async () => {
    const props = renderDialog({ children: <p>Our team keeps a copy.</p> });
    const dialog = screen.getByRole('dialog', { name: 'Delete this request?' });
    expect(dialog).toHaveAccessibleDescription('It will no longer be shown to anyone.');
    expect(dialog).toHaveTextContent('Our team keeps a copy.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    expect(props.onConfirm).toHaveBeenCalledOnce();
  });

  it('Cancel closes without confirming', async () => {
    const props = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('while the action runs it says so and does not confirm twice', async () => {
    const props = renderDialog({ pending: true });
    await userEvent.click(screen.getByRole('button', { name: 'Working…' }));
    expect(props.onConfirm).not.toHaveBeenCalled();
  });
});
