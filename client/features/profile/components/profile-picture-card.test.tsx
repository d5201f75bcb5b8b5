import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_AVATAR_UPLOAD } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { Toaster } from '@/components/ui/toaster';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ProfilePictureCard } from './profile-picture-card';

const member: CurrentUser = { id: 6, username: 'eve@example.test', displayName: 'Eve', avatar: '/avatars/1.png', points: 0, role: 'member' };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openUpload() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ avatar: '/uploads/avatars/x.webp' }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  const client = createQueryClient();
  client.setQueryData(userQueryKey, member);
  client.setQueryData(['/api/predefined-avatars'], ['/avatars/1.png', '/avatars/2.png']);
  render(
    <QueryClientProvider client={client}>
      <ProfilePictureCard user={member} />
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: 'Change Picture' }));
  await user.click(await screen.findByRole('tab', { name: 'Upload' }));
  return { user, fetch, input: document.querySelector<HTMLInputElement>('#profile-avatar-file')! };
}

describe('ProfilePictureCard: upload checks', () => {
  it('refuses a file that is not a JPG, PNG, GIF or WebP in the browser, with the text the server uses too', async () => {
    const { user, fetch, input } = await openUpload();
    expect(input).toHaveAttribute('accept', PROFILE_AVATAR_UPLOAD.mimeTypes.join(','));
    await user.upload(input, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText(PROFILE_AVATAR_UPLOAD.wrongType)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a photo over 5MB with the shared text', async () => {
    const { user, fetch, input } = await openUpload();
    await user.upload(input, new File([new Uint8Array(PROFILE_AVATAR_UPLOAD.maxBytes + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image under 5MB')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
