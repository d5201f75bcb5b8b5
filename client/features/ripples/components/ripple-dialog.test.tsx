import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render as rtlRender, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RIPPLE_THEMES, rippleTheme } from '@common/ripple-themes';
import type { RippleNote, RippleSummary } from '@common/schemas/ripples';
import { createQueryClient } from '@/lib/query-client';
import { rippleNoteQuery } from '../api/get-ripple-note';
import { rippleSummaryQuery } from '../api/get-ripple-summary';
import { RippleDialog, SENDER_NAME_KEY } from './ripple-dialog';

afterEach(() => vi.unstubAllGlobals());

/** Renders inside the app's query client (the dialog refreshes cached ripple data after a pass). */
function render(ui: ReactNode, client: QueryClient = createQueryClient()) {
  return rtlRender(ui, { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
}

describe('RippleDialog (start a ripple)', () => {
  it('opens on step 1 with a template of the default theme, three other templates, the remembered name and focus on the message', async () => {
    window.localStorage.setItem(SENDER_NAME_KEY, 'Ana');
    render(<RippleDialog open onOpenChange={() => {}} mode={{ kind: 'create' }} />);
    expect(screen.getByRole('heading', { name: 'Start a Ripple' })).toBeInTheDocument();
    const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
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
      render(<RippleDialog open onOpenChange={() => {}} mode={{ kind: 'create' }} />);
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
    render(<RippleDialog open onOpenChange={() => {}} mode={{ kind: 'create' }} />);
    await user.click(screen.getByRole('radio', { name: /Work Kudos/ }));
    const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
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

  it('creates the ripple with the greeting and moves to the share step', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ nodeUrl: 'http://x/r/abcABC1234', shareText: 'share me', summaryUrl: 'http://x/ripple/s?key=k', nodeCode: 'abcABC1234', seedCode: 's' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<RippleDialog open onOpenChange={() => {}} mode={{ kind: 'create' }} />);
    const box = screen.getByLabelText('Your message');
    await user.clear(box);
    await user.type(box, 'You are kind');
    await user.type(screen.getByLabelText('Recipient’s first name (optional)'), 'Sam');
    await user.type(screen.getByLabelText('Your name (optional)'), 'Bo');
    await act(async () => user.click(screen.getByRole('button', { name: 'Create Ripple Link' })));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Hi Sam! You are kind', senderName: 'Bo', shareChannel: 'copy' });
    expect(screen.getByLabelText('Your ripple link')).toHaveValue('http://x/r/abcABC1234');
    expect(screen.getByRole('link', { name: /View your ripple page/ })).toHaveAttribute('href', 'http://x/ripple/s?key=k');
    expect(window.localStorage.getItem(SENDER_NAME_KEY)).toBe('Bo');
  });

  it('forgets a remembered name the person cleared before sending', async () => {
    window.localStorage.setItem(SENDER_NAME_KEY, 'Ana');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ nodeUrl: 'http://x/r/abcABC1234', shareText: 'share me', summaryUrl: 'http://x/ripple/s?key=k', nodeCode: 'abcABC1234', seedCode: 's' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<RippleDialog open onOpenChange={() => {}} mode={{ kind: 'create' }} />);
    const name = screen.getByLabelText('Your name (optional)');
    expect(name).toHaveValue('Ana');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).not.toHaveProperty('senderName');
    expect(window.localStorage.getItem(SENDER_NAME_KEY)).toBeNull();
  });

  it("after a pass, marks the note and every cached tree of the ripple out of date, so 'View Ripple Tree' shows the new note", async () => {
    const client = createQueryClient();
    const noteKey = rippleNoteQuery('noteAAAAAA').queryKey;
    client.setQueryData(noteKey, { nodeCode: 'noteAAAAAA' } as RippleNote);
    const tree = (depth: number, key: string | null) => rippleSummaryQuery('seedAAAAAA', depth, key).queryKey;
    for (const [depth, key] of [[6, null], [9, 'owner-key']] as const) client.setQueryData(tree(depth, key), { seedCode: 'seedAAAAAA' } as RippleSummary);
    const otherTree = rippleSummaryQuery('seedBBBBBB', 6, null).queryKey;
    client.setQueryData(otherTree, { seedCode: 'seedBBBBBB' } as RippleSummary);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ nodeUrl: 'http://x/r/newNODE123', shareText: 'share me', nodeCode: 'newNODE123' }), { status: 201 })));

    const user = userEvent.setup();
    render(<RippleDialog open onOpenChange={() => {}} mode={{ kind: 'pass', code: 'noteAAAAAA', seedCode: 'seedAAAAAA' }} />, client);
    expect(client.getQueryState(tree(6, null))?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Create Ripple Link' }));
    expect(await screen.findByRole('heading', { name: 'Share Your Ripple' })).toBeInTheDocument();
    expect(client.getQueryState(noteKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(tree(6, null))?.isInvalidated).toBe(true);
    expect(client.getQueryState(tree(9, 'owner-key'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(otherTree)?.isInvalidated).toBe(false);
  });

  it('keeps words the person wrote when the dialog is closed by mistake, and only those', async () => {
    function Page({ code }: { code: string }) {
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
    const { rerender } = render(<Page code="noteAAAAAA" />);
    await user.click(screen.getByRole('button', { name: 'Pass It On' }));
    const box = () => screen.getByLabelText('Your message') as HTMLTextAreaElement;
    await user.clear(box());
    await user.type(box(), 'You carried my shopping up four floors. Thank you!');
    await user.type(screen.getByLabelText('Recipient’s first name (optional)'), 'Sam');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Another note's dialog does not get this draft.
    rerender(<Page code="noteBBBBBB" />);
    await user.click(screen.getByRole('button', { name: 'Pass It On' }));
    const templates = new Set<string>(RIPPLE_THEMES.flatMap((t) => [...t.templates]));
    expect(templates.has(box().value)).toBe(true);
    await user.keyboard('{Escape}');

    rerender(<Page code="noteAAAAAA" />);
    await user.click(screen.getByRole('button', { name: 'Pass It On' }));
    expect(box().value).toBe('You carried my shopping up four floors. Thank you!');
    expect(screen.getByLabelText('Recipient’s first name (optional)')).toHaveValue('Sam');

    // An untouched template is not a draft: the next opening picks afresh from the theme.
    await user.clear(box());
    await user.click(screen.getAllByRole('button').find((b) => templates.has(b.textContent ?? ''))!);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Pass It On' }));
    expect(templates.has(box().value)).toBe(true);
    expect(screen.getByLabelText('Recipient’s first name (optional)')).toHaveValue('');
  });
});

