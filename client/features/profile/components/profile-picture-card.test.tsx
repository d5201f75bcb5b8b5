import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROFILE_AVATAR_UPLOAD } from '@common/schemas/avatars';
import { userQueryKey } from '@/lib/auth';
import { member as someone } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ProfilePictureCard } from './profile-picture-card';

const member = { ...someone, avatar: '/avatars/1.png' };

async function openUpload() {
  const api = mockApi({ 'GET /api/predefined-avatars': { avatars: ['/avatars/1.png', '/avatars/2.png'] } });
  renderWithProviders(<ProfilePictureCard user={member} />, { user: member, path: '/profile' });
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: 'Change Picture' }));
  await user.click(await screen.findByRole('tab', { name: 'Upload' }));
  return { user, api, input: document.querySelector<HTMLInputElement>('#profile-avatar-file')! };
}

const uploads = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.path === '/api/upload-avatar');

describe('ProfilePictureCard: upload checks', () => {
  it('refuses a file that is not a JPG, PNG, GIF or WebP in the browser, with the text the server uses too', async () => {
    const { user, api, input } = await openUpload();
    expect(input).toHaveAttribute('accept', PROFILE_AVATAR_UPLOAD.mimeTypes.join(','));
    await user.upload(
      input,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText(PROFILE_AVATAR_UPLOAD.wrongType)).toBeInTheDocument();
    expect(uploads(api)).toHaveLength(0);
  });

  it('refuses a photo over 5MB with the shared text', async () => {
    const { user, api, input } = await openUpload();
    await user.upload(
      input,
      new File([new Uint8Array(PROFILE_AVATAR_UPLOAD.maxBytes + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image under 5MB')).toBeInTheDocument();
    expect(uploads(api)).toHaveLength(0);
  });

  it('changes the avatar to a gallery choice, for everyone on the page', async () => {
    const api = mockApi({
      'GET /api/predefined-avatars': { avatars: ['/avatars/1.png', '/avatars/2.png'] },
      'POST /api/upload-avatar': { avatar: '/avatars/2.png' },
    });
    const { queryClient } = renderWithProviders(<ProfilePictureCard user={member} />, {
      user: member,
      path: '/profile',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Picture' }));
    await user.click(await screen.findByRole('radio', { name: 'Avatar 2' }));
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(uploads(api).map((c) => c.body)).toEqual([{ avatar: '/avatars/2.png' }]);
    expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ avatar: '/avatars/2.png' });
  });
});
