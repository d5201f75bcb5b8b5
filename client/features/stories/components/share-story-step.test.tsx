import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ShareStoryStep } from './share-story-step';

describe('ShareStoryStep', () => {
  it('sends the story as multipart: `data` JSON with the challenge and text, and the photo as `image`', async () => {
    const api = mockApi({
      'POST /api/stories': { status: 201, body: { message: 'Thank you! Your story will appear once approved.' } },
    });
    const onDone = vi.fn();
    renderWithProviders(<ShareStoryStep challengeId={4} onDone={onDone} onCancel={vi.fn()} />, { user: member });
    await userEvent.type(screen.getByLabelText('Your story'), 'I shovelled the snow for my neighbour.');
    const photo = new File([new Uint8Array(2048)], 'snow.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Photo (optional)'), photo);
    await userEvent.click(screen.getByRole('button', { name: 'Share Story' }));
    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    const form = api.callsTo('POST /api/stories')[0].body as FormData;
    expect(JSON.parse(form.get('data') as string)).toEqual({
      challengeId: 4,
      content: 'I shovelled the snow for my neighbour.',
    });
    expect((form.get('image') as File).name).toBe('snow.png');
    expect(toasts()[0]).toHaveTextContent('Thank you! Your story will appear once approved.');
  });

  it('shows the server’s refusal with the spec’s fallback', async () => {
    mockApi({
      'POST /api/stories': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<ShareStoryStep challengeId={4} onDone={vi.fn()} onCancel={vi.fn()} />, { user: member });
    await userEvent.type(screen.getByLabelText('Your story'), 'Kind words.');
    await userEvent.click(screen.getByRole('button', { name: 'Share Story' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Failed to create story');
  });
});
