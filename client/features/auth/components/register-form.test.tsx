import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REGISTER_AVATAR_UPLOAD, avatarMessages } from '@common/schemas/avatars';
import { passwordMessages } from '@common/schemas/passwords';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

const GALLERY = ['/avatars/1.png', '/avatars/2.png', '/avatars/3.png'];
const REGISTER = 'POST /api/register';
const UPLOAD = 'POST /api/register/upload-avatar';

/** The server, with the avatar gallery unless the test answers it its own way. */
const mockServer = (routes: MockRoutes) => mockApi({ 'GET /api/predefined-avatars': { avatars: GALLERY }, ...routes });

function renderForm() {
  const view = renderWithProviders(<RegisterForm config={publicConfig} redirectParam={null} />, {
    user: null,
    path: '/auth?tab=register',
  });
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

describe('RegisterForm: the steps', () => {
  it("after Continue, moves the focus to step 2's heading", async () => {
    mockServer({});
    const user = userEvent.setup();
    renderForm();
    await fillStep1(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose Your Avatar' })).toHaveFocus());
  });
});

describe('RegisterForm: the avatar', () => {
  it('picks a random avatar when the gallery arrives after Continue, so Create Account is never blocked', async () => {
    let sendGallery: (answer: unknown) => void = () => undefined;
    const api = mockServer({
      'GET /api/predefined-avatars': () => new Promise((resolve) => (sendGallery = resolve)),
      [REGISTER]: { status: 201, body: member },
    });
    const user = userEvent.setup();
    renderForm();
    await fillStep1(user);
    expect(checkedAvatar()).toBeUndefined();

    sendGallery({ avatars: GALLERY });
    await waitFor(() => expect(checkedAvatar()).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.callsTo(REGISTER)).toHaveLength(1));
    const sent = api.callsTo(REGISTER)[0].body as { avatar: string };
    expect(GALLERY).toContain(sent.avatar);
    // The one shown chosen is the one sent.
    expect(checkedAvatar()).toHaveAccessibleName(`Avatar ${GALLERY.indexOf(sent.avatar) + 1}`);
    expect(screen.queryByText(avatarMessages.avatarNotChosen)).not.toBeInTheDocument();
  });

  it('picks one of ours again when an upload fails', async () => {
    const api = mockServer({
      [UPLOAD]: { status: 400, body: { message: 'We could not read that image. Please try another one.' } },
      [REGISTER]: { status: 201, body: member },
    });
    const user = userEvent.setup();
    const { fileInput } = renderForm();
    await fillStep1(user);
    await user.upload(fileInput(), png());
    expect(
      await screen.findByText('Avatar upload failed: We could not read that image. Please try another one.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(checkedAvatar()).toBeDefined());

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.callsTo(REGISTER)).toHaveLength(1));
    expect(GALLERY).toContain((api.callsTo(REGISTER)[0].body as { avatar: string }).avatar);
  });

  it("says the connection dropped, not the browser's raw error, when an upload cannot reach us", async () => {
    mockServer({
      [UPLOAD]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { fileInput } = renderForm();
    await fillStep1(user);
    await user.upload(fileInput(), png());
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('uploads the same file again when it is picked again after a failure', async () => {
    const api = mockServer({
      [UPLOAD]: { status: 400, body: { message: 'The upload was interrupted. Please try again.' } },
    });
    const user = userEvent.setup();
    const { fileInput } = renderForm();
    await fillStep1(user);
    const photo = png();
    await user.upload(fileInput(), photo);
    await waitFor(() => expect(api.callsTo(UPLOAD)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Upload your own photo/ })).toBeEnabled());
    await user.upload(fileInput(), photo);
    await waitFor(() => expect(api.callsTo(UPLOAD)).toHaveLength(2));
  });

  it('refuses a file of the wrong type or size with the texts the server uses too, without uploading it', async () => {
    const api = mockServer({});
    const user = userEvent.setup({ applyAccept: false });
    const { fileInput } = renderForm();
    await fillStep1(user);
    await user.upload(fileInput(), new File(['x'], 'me.webp', { type: 'image/webp' }));
    expect(await screen.findByText(`Avatar upload failed: ${REGISTER_AVATAR_UPLOAD.wrongType}`)).toBeInTheDocument();
    await user.upload(
      fileInput(),
      new File([new Uint8Array(REGISTER_AVATAR_UPLOAD.maxBytes + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(`Avatar upload failed: ${REGISTER_AVATAR_UPLOAD.tooLarge}`)).toBeInTheDocument();
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
  });
});

describe('RegisterForm: field errors from the server', () => {
  it('goes back to step 1 with the message on the password field, focused', async () => {
    mockServer({
      [REGISTER]: {
        status: 400,
        body: { message: passwordMessages.weak, errors: { password: passwordMessages.weak } },
      },
    });
    const user = userEvent.setup();
    renderForm();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(passwordMessages.weak));
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks the e-mail when an account already has it, and focuses the first field at fault', async () => {
    const exists = 'An account with this email already exists. Try logging in or resetting your password.';
    mockServer({
      [REGISTER]: {
        status: 409,
        body: {
          message: exists,
          errors: { username: exists, displayName: 'Display name contains characters we cannot show' },
        },
      },
    });
    const user = userEvent.setup();
    renderForm();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(exists));
    expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription(
      expect.stringContaining('Display name contains characters we cannot show'),
    );
    expect(email).toHaveFocus();
  });
});
