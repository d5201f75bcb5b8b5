import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_AVATAR_UPLOAD, authMessages } from '@common/schemas/auth';
import type { PublicConfig } from '@common/schemas/meta';
import type { CurrentUser } from '@common/schemas/users';
import { Toaster } from '@/components/ui/toaster';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { RegisterForm } from './register-form';

const config: PublicConfig = { siteName: 'KindRipple', publicUrl: 'http://localhost', contactEmail: 'hello@kindripple.org', captchaProvider: 'none' };
const GALLERY = ['/avatars/1.png', '/avatars/2.png', '/avatars/3.png'];
const member: CurrentUser = { id: 9, username: 'bea@example.test', displayName: 'Bea', avatar: '/avatars/2.png', points: 0, role: 'member' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A fake server: `routes` answers by "METHOD /path"; every call is recorded. */
function stubServer(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call = { url: input, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const route = routes[`${call.method} ${input}`];
    if (!route) return json({ message: 'not stubbed' }, 500);
    return route(call);
  });
  return calls;
}

function renderForm(opts: { gallery?: string[] } = {}) {
  const client = createQueryClient();
  client.setQueryData(userQueryKey, null);
  if (opts.gallery) client.setQueryData(['/api/predefined-avatars'], opts.gallery);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/auth?tab=register']}>
        <RegisterForm config={config} redirectParam={null} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const fileInput = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, fileInput };
}

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'bea@example.test');
  await user.type(screen.getByLabelText('Display Name'), 'Bea');
  await user.type(screen.getByLabelText('Password'), 'Warm-Blanket-36');
  await user.type(screen.getByLabelText('Confirm Password'), 'Warm-Blanket-36');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Choose Your Avatar' });
}

const checkedAvatar = () => screen.queryAllByRole('radio').find((r) => r.getAttribute('aria-checked') === 'true');
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterForm: the avatar', () => {
  it('picks a random avatar when the gallery arrives after Continue, so Create Account is never blocked', async () => {
    let sendGallery: (r: Response) => void = () => undefined;
    const calls = stubServer({
      'GET /api/predefined-avatars': () => new Promise<Response>((resolve) => (sendGallery = resolve)),
      'POST /api/register': () => json(member, 201),
    });
    const user = userEvent.setup();
    renderForm();
    await fillStep1(user);
    expect(checkedAvatar()).toBeUndefined();

    sendGallery(json({ avatars: GALLERY }));
    await waitFor(() => expect(checkedAvatar()).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/register')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/register')!.body as { avatar: string };
    expect(GALLERY).toContain(sent.avatar);
    expect(screen.queryByText(authMessages.avatarNotChosen)).not.toBeInTheDocument();
  });

  it('picks one of ours again when an upload fails', async () => {
    const calls = stubServer({
      'POST /api/register/upload-avatar': () => json({ message: 'We could not read that image. Please try another one.' }, 400),
      'POST /api/register': () => json(member, 201),
    });
    const user = userEvent.setup();
    const { fileInput } = renderForm({ gallery: GALLERY });
    await fillStep1(user);
    await user.upload(fileInput(), png());
    expect(await screen.findByText('Avatar upload failed: We could not read that image. Please try another one.')).toBeInTheDocument();
    await waitFor(() => expect(checkedAvatar()).toBeDefined());

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/register')).toBe(true));
    expect(GALLERY).toContain((calls.find((c) => c.url === '/api/register')!.body as { avatar: string }).avatar);
  });

  it("says the connection dropped, not the browser's raw error, when an upload cannot reach us", async () => {
    stubServer({
      'POST /api/register/upload-avatar': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { fileInput } = renderForm({ gallery: GALLERY });
    await fillStep1(user);
    await user.upload(fileInput(), png());
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('uploads the same file again when it is picked again after a failure', async () => {
    const calls = stubServer({ 'POST /api/register/upload-avatar': () => json({ message: 'The upload was interrupted. Please try again.' }, 400) });
    const user = userEvent.setup();
    const { fileInput } = renderForm({ gallery: GALLERY });
    await fillStep1(user);
    const photo = png();
    await user.upload(fileInput(), photo);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/register/upload-avatar')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Upload your own photo/ })).toBeEnabled());
    await user.upload(fileInput(), photo);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/register/upload-avatar')).toHaveLength(2));
  });

  it('refuses a file of the wrong type or size with the texts the server uses too, without uploading it', async () => {
    const calls = stubServer({});
    const user = userEvent.setup({ applyAccept: false });
    const { fileInput } = renderForm({ gallery: GALLERY });
    await fillStep1(user);
    await user.upload(fileInput(), new File(['x'], 'me.webp', { type: 'image/webp' }));
    expect(await screen.findByText(`Avatar upload failed: ${REGISTER_AVATAR_UPLOAD.wrongType}`)).toBeInTheDocument();
    await user.upload(fileInput(), new File([new Uint8Array(REGISTER_AVATAR_UPLOAD.maxBytes + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(`Avatar upload failed: ${REGISTER_AVATAR_UPLOAD.tooLarge}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/register/upload-avatar')).toHaveLength(0);
  });
});

describe('RegisterForm: field errors from the server', () => {
  it('goes back to step 1 with the message on the password field, focused', async () => {
    stubServer({ 'POST /api/register': () => json({ message: authMessages.weak, errors: { password: authMessages.weak } }, 400) });
    const user = userEvent.setup();
    renderForm({ gallery: GALLERY });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(authMessages.weak));
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks the e-mail when an account already has it, and focuses the first field at fault', async () => {
    const exists = 'An account with this email already exists. Try logging in or resetting your password.';
    stubServer({ 'POST /api/register': () => json({ message: exists, errors: { username: exists, displayName: 'Display name contains characters we cannot show' } }, 409) });
    const user = userEvent.setup();
    renderForm({ gallery: GALLERY });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(exists));
    expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription(expect.stringContaining('Display name contains characters we cannot show'));
    expect(email).toHaveFocus();
  });
});
