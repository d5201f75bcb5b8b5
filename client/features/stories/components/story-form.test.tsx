import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, toasts } from '@/test/render';
import { StoryForm } from './story-form';

vi.mock('browser-image-compression', () => ({
  default: vi.fn(async () => {
    throw new Error('no canvas here');
  }),
}));

function renderForm() {
  const onSubmit = vi.fn();
  renderWithProviders(<StoryForm submitLabel="Share Story" pending={false} onSubmit={onSubmit} />);
  return onSubmit;
}

const fileOf = (bytes: number, type: string, name = 'photo') => new File([new Uint8Array(bytes)], name, { type });

describe('StoryForm', () => {
  afterEach(() => vi.clearAllMocks());

  it('refuses an empty story with the spec’s words', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Your story'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Share Story' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toasts()[0]).toHaveTextContent('Story required');
    expect(screen.getByLabelText('Your story')).toHaveAccessibleDescription(
      'Please write your story before submitting 3/500',
    );
  });

  it('refuses a file of the wrong type and one over 10MB', async () => {
    renderForm();
    const input = screen.getByLabelText('Photo (optional)');
    await userEvent.setup({ applyAccept: false }).upload(input, fileOf(10, 'application/pdf'));
    expect(toasts()[0]).toHaveTextContent('Invalid file type');
    await userEvent.upload(input, fileOf(10 * 1024 * 1024 + 1, 'image/png'));
    await expect
      .poll(() =>
        toasts()
          .map((t) => t.textContent)
          .join(' '),
      )
      .toContain('File too large');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('sends the trimmed text and, when compression fails, the original photo after saying so', async () => {
    const onSubmit = renderForm();
    const big = fileOf(2 * 1024 * 1024, 'image/jpeg', 'big.jpg');
    await userEvent.upload(screen.getByLabelText('Photo (optional)'), big);
    await expect.poll(() => toasts()[0]?.textContent).toContain('Image compression failed');
    expect(toasts()[0]).toHaveTextContent('Using original image instead.');
    await userEvent.type(screen.getByLabelText('Your story'), '  I carried groceries.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Share Story' }));
    expect(onSubmit).toHaveBeenCalledWith({ content: 'I carried groceries.', image: big, removeImage: false });
  });
});
