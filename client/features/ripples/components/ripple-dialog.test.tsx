import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { nameMessages } from '@common/names';
import { RIPPLE_THEMES, rippleTheme } from '@common/ripple-themes';
import type { RippleCreated, RippleNote, RippleSummary } from '@common/schemas/ripples';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { rippleNoteQuery } from '../api/get-ripple-note';
import { rippleSummaryQuery } from '../api/get-ripple-summary';
import { RippleDialog, SENDER_NAME_KEY } from './ripple-dialog';

const CREATE = 'POST /api/ripples';
const created: RippleCreated = {
  nodeUrl: 'http://x/r/abcABC1234',
  shareText: 'share me',
  summaryUrl: 'http://x/ripple/s?key=k',
  nodeCode: 'abcABC1234',
  seedCode: 's',
};
const TEMPLATES = new Set<string>(RIPPLE_THEMES.flatMap((t) => [...t.templates]));

const startRipple = () => renderWithProviders(<RippleDialog open onOpenChange={() => {}} mode={{ kind: 'create' }} />);
const messageBox = () => screen.getByLabelText('Your message') as HTMLTextAreaElement;

describe('RippleDialog (start a ripple)', () => {
  it('opens on step 1 with a template of the default theme, three other templates, the remembered name and focus on the message', async () => {
    window.localStorage.setItem(SENDER_NAME_KEY, 'Ana');
    startRipple();
    expect(screen.getByRole('heading', { name: 'Start a Ripple' })).toBeInTheDocument();
    const box = messageBox();
    const templates = rippleTheme('kind_note').templates as readonly string[];
    expect(templates).toContain(box.value);
    const alternatives = screen.getAllByRole('button').filter((b) => templates.includes(b.textContent ?? ''));
    expect(alternatives).toHaveLength(3);
    expect(alternatives.map((a) => a.textContent)).not.toContain(box.value);
    expect(screen.getByLabelText('Your name (optional)')).toHaveValue('Ana');
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('does not pull the caret away from a field the person already chose before the 100 ms focus', async () => {
    vi.useFakeTimers();
    try {
      startRipple();
      const name = screen.getByLabelText('Your name (optional)');
      act(() => name.focus());
      await act(async () => vi.advanceTimersByTime(500));
      expect(document.activeElement).toBe(name);
    } finally {
      vi.useRealTimers();
    }
  });

  it('changes template with the theme, shows the counter and hints, and the greeting', async () => {
    const user = userEvent.setup();
    startRipple();
    await user.click(screen.getByRole('radio', { name: /Work Kudos/ }));
    const box = messageBox();
    expect(rippleTheme('work_kudos').templates as readonly string[]).toContain(box.value);
    await user.clear(box);
    await user.type(box, 'Well done');
    expect(screen.getByText('9/280')).toBeInTheDocument();
    expect(screen.getByText('Aim for 80-140 chars for best sharing')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recipient’s first name (optional)'), 'Sam');
    expect(screen.getByText('Hi Sam! Well done')).toBeInTheDocument();
    expect(screen.getByText('17/280')).toBeInTheDocument();
    await user.clear(box);
    expect(screen.getByRole('button', { name: 'Create Ripple Link' })).toBeDisabled();
  });

  it('creates the ripple with the greeting, moves to the share step, and Back brings the note back', async () => {
    const api = mockApi({ [CREATE]: { status: 201, body: created } });
    const user = userEvent.setup();
    startRipple();
    await user.clear(messageBox());
    await user.type(messageBox(), 'You are kind');
    await user.type(screen.getByLabelText('Recipient’s first name (optional)'), 'Sam');
    await user.type(screen.getByLabelText('Your name (optional)'), 'Bo');
    await act(async () => user.click(screen.getByRole('button', { name: 'Create Ripple Link' })));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    expect(api.callsTo(CREATE).map((c) => c.body)).toEqual([
      { message: 'Hi Sam! You are kind', senderName: 'Bo', shareChannel: 'copy' },
    ]);
    expect(screen.getByLabelText('Your ripple link')).toHaveValue('http://x/r/abcABC1234');
    expect(screen.getByLabelText('Your private owner link')).toHaveValue('http://x/ripple/s?key=k');
    expect(screen.getByRole('region', { name: 'Your private link to manage this ripple' })).toHaveTextContent(
      'Anyone with it can hide notes',
    );
    expect(screen.getByRole('link', { name: /Open the owner view/ })).toHaveAttribute(
      'href',
      'http://x/ripple/s?key=k',
    );
    expect(screen.queryByRole('link', { name: /View your ripple page/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    expect(window.localStorage.getItem(SENDER_NAME_KEY)).toBe('Bo');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Start a Ripple' })).toBeInTheDocument();
    expect(messageBox()).toHaveValue('You are kind');
    expect(messageBox()).toHaveFocus();
    expect(screen.getByLabelText('Recipient’s first name (optional)')).toHaveValue('Sam');
  });

  it('after Back, says plainly that pressing the button again makes a second ripple, and can return to the first link', async () => {
    const api = mockApi({ [CREATE]: { status: 201, body: created } });
    const user = userEvent.setup();
    startRipple();
    await act(async () => user.click(screen.getByRole('button', { name: 'Create Ripple Link' })));
    await screen.findByRole('heading', { name: 'Share Your Ripple' });
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('status')).toHaveTextContent('Your link is already made and stays as it is.');
    expect(screen.getByRole('status')).toHaveTextContent('starts a second, separate ripple');
    expect(screen.queryByRole('button', { name: 'Create Ripple Link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my link' }));
    expect(screen.getByLabelText('Your ripple link')).toHaveValue('http://x/r/abcABC1234');
    expect(api.callsTo(CREATE)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await act(async () => user.click(screen.getByRole('button', { name: 'Make a new link' })));
    await screen.findByRole('heading', { name: 'Share Your Ripple' });
    expect(api.callsTo(CREATE)).toHaveLength(2);
  });

  it('forgets a remembered name the person cleared before sending', async () => {
    window.localStorage.setItem(SENDER_NAME_KEY, 'Ana');
    const api = mockApi({ [CREATE]: { status: 201, body: created } });
    const user = userEvent.setup();
    startRipple();
    const name = screen.getByLabelText('Your name (optional)');
    expect(name).toHaveValue('Ana');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0].body).not.toHaveProperty('senderName');
    expect(window.localStorage.getItem(SENDER_NAME_KEY)).toBeNull();
  });

  it("asks for a message with the spec's toast when there are only spaces, and sends nothing", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    startRipple();
    await user.clear(messageBox());
    await user.type(messageBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Message requiredPlease enter a message to share');
    expect(screen.getByRole('heading', { name: 'Start a Ripple' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('follows the ripple by e-mail when asked, and says under the field when the address is not one', async () => {
    const api = mockApi({ [CREATE]: { status: 201, body: created } });
    const user = userEvent.setup();
    startRipple();
    const email = screen.getByLabelText('Your e-mail, to hear when it spreads (optional)');
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Please enter a valid email address/));
    expect(api.calls).toHaveLength(0);

    await user.type(email, 'Example.test');
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0].body).toMatchObject({ subscribeEmail: 'ana@example.test' });
  });

  it('asks a creator who gave an address to check their inbox and confirm it; says nothing of the kind without one', async () => {
    mockApi({ [CREATE]: { status: 201, body: created } });
    const user = userEvent.setup();
    startRipple();
    const email = screen.getByLabelText('Your e-mail, to hear when it spreads (optional)');
    expect(email).toHaveAccessibleDescription(/first send one mail so you can confirm it’s you/);
    await user.type(email, 'ana@example.test');
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(
      'Check your inbox. We’ve sent a mail to ana@example.test so you can confirm it’s you. Once you click the link in it, we’ll let you know whenever your ripple reaches new people.',
    );
    // The share step is still about sharing: the link keeps the focus.
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();

    // Back, the address cleared, and sent again: no mail was asked for, so there is nothing to confirm.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByLabelText('Your e-mail, to hear when it spreads (optional)'));
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    expect(screen.queryByText(/Check your inbox/)).not.toBeInTheDocument();
  });

  it('says why the server refused the note, and stays on the note', async () => {
    mockApi({ [CREATE]: { status: 429, body: { message: 'You have started many ripples today.' } } });
    const user = userEvent.setup();
    startRipple();
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Failed to create rippleYou have started many ripples today.');
    expect(screen.getByRole('button', { name: 'Create Ripple Link' })).toBeEnabled();
  });

  it('says under the name field when the name holds an invisible character, and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    startRipple();
    const name = screen.getByLabelText('Your name (optional)');
    await user.clear(name);
    await user.type(name, 'Ana\u200B');
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(nameMessages.invisible)));
    expect(api.calls).toHaveLength(0);
  });

  it('says under the name field when the server keeps the name for the team', async () => {
    mockApi({
      [CREATE]: {
        status: 400,
        body: { message: nameMessages.reserved, errors: { senderName: nameMessages.reserved } },
      },
    });
    const user = userEvent.setup();
    startRipple();
    const name = screen.getByLabelText('Your name (optional)');
    await user.clear(name);
    await user.type(name, 'Аdmin');
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(nameMessages.reserved)));
    expect(name).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Start a Ripple' })).toBeInTheDocument();
  });

  it("after a pass, marks the note and every cached tree of the ripple out of date, so 'View Ripple Tree' shows the new note", async () => {
    const queryClient = createQueryClient();
    const noteKey = rippleNoteQuery('noteAAAAAA').queryKey;
    queryClient.setQueryData(noteKey, { nodeCode: 'noteAAAAAA' } as RippleNote);
    const tree = (depth: number, key: string | null) => rippleSummaryQuery('seedAAAAAA', depth, key).queryKey;
    for (const [depth, key] of [
      [6, null],
      [9, 'owner-key'],
    ] as const)
      queryClient.setQueryData(tree(depth, key), { seedCode: 'seedAAAAAA' } as RippleSummary);
    const otherTree = rippleSummaryQuery('seedBBBBBB', 6, null).queryKey;
    queryClient.setQueryData(otherTree, { seedCode: 'seedBBBBBB' } as RippleSummary);
    mockApi({
      'POST /api/ripples/node/noteAAAAAA/pass': {
        status: 201,
        body: { nodeUrl: 'http://x/r/newNODE123', shareText: 'share me', nodeCode: 'newNODE123' },
      },
    });

    const user = userEvent.setup();
    renderWithProviders(
      <RippleDialog open onOpenChange={() => {}} mode={{ kind: 'pass', code: 'noteAAAAAA', seedCode: 'seedAAAAAA' }} />,
      { queryClient },
    );
    expect(queryClient.getQueryState(tree(6, null))?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View your ripple page/ })).toHaveAttribute('href', '/ripple/seedAAAAAA');
    expect(queryClient.getQueryState(noteKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tree(6, null))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tree(9, 'owner-key'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherTree)?.isInvalidated).toBe(false);
  });

  it('keeps words the person wrote when the dialog is closed by mistake, and only those', async () => {
    /** A note's page: its Pass It On button opens the dialog for the note in the address. */
    function NotePage() {
      const { code = '' } = useParams();
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Pass It On
          </button>
          {open ? <RippleDialog open onOpenChange={setOpen} mode={{ kind: 'pass', code, seedCode: 'seed' }} /> : null}
        </>
      );
    }
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NotePage />, { route: '/r/:code', path: '/r/noteAAAAAA' });
    await user.click(screen.getByRole('button', { name: 'Pass It On' }));
    await user.clear(messageBox());
    await user.type(messageBox(), 'You carried my shopping up four floors. Thank you!');
    await user.type(screen.getByLabelText('Recipient’s first name (optional)'), 'Sam');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Another note's dialog does not get this draft.
    await act(() => router.navigate('/r/noteBBBBBB'));
    await user.click(screen.getByRole('button', { name: 'Pass It On' }));
    expect(TEMPLATES.has(messageBox().value)).toBe(true);
    await user.keyboard('{Escape}');

    await act(() => router.navigate('/r/noteAAAAAA'));
    await user.click(screen.getByRole('button', { name: 'Pass It On' }));
    expect(messageBox().value).toBe('You carried my shopping up four floors. Thank you!');
    expect(screen.getByLabelText('Recipient’s first name (optional)')).toHaveValue('Sam');

    // An untouched template is not a draft: the next opening picks afresh from the theme.
    await user.clear(messageBox());
    await user.click(screen.getAllByRole('button').find((b) => TEMPLATES.has(b.textContent ?? ''))!);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Pass It On' }));
    expect(TEMPLATES.has(messageBox().value)).toBe(true);
    expect(screen.getByLabelText('Recipient’s first name (optional)')).toHaveValue('');
  });
});
