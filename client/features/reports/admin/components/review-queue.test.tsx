import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReport, ReportOutcome, ReviewQueueItem } from '@common/schemas/moderation';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ReportsPanel } from './reports-panel';
import { ReviewQueue } from './review-queue';

const report = (over: Partial<AdminReport> = {}): AdminReport => ({
  kind: 'connection',
  id: 7,
  contentType: 'message',
  reporterId: 2,
  reporterName: 'Ana Asker',
  reportedUserId: 3,
  reportedName: 'Rob Rude',
  reason: 'Harassment or bullying',
  description: 'It upset me',
  excerpt: 'Something unkind',
  status: 'pending',
  outcome: null,
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** A pending appeal in the queue against an action with this outcome. */
const appeal = (outcome: ReportOutcome): ReviewQueueItem => ({
  type: 'appeal',
  key: 'appeal:4',
  createdAt: '2026-11-21T10:00:00.000Z',
  appeal: {
    id: 4,
    memberName: 'Rob Rude',
    text: 'I was misunderstood',
    status: 'pending',
    outcome,
    reason: 'Spam',
    createdAt: '2026-11-21T10:00:00.000Z',
  },
});

const page = (items: ReviewQueueItem[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('ReviewQueue', () => {
  it('shows grouped reports and resolves one with an outcome and a note', async () => {
    let items: ReviewQueueItem[] = [
      {
        type: 'reports',
        key: 'member:3',
        createdAt: '2026-11-20T10:00:00.000Z',
        count: 2,
        subjectName: 'Rob Rude',
        reports: [report(), report({ id: 8, reason: 'Spam', status: 'reviewed' })],
      },
    ];
    const api = mockApi({
      'GET /api/admin/review-queue': () => page(items),
      'POST /api/admin/reports/:kind/:id/resolve': (req) => {
        items = [];
        return report({ id: Number(req.params.id), status: 'resolved', outcome: 'warning_sent' });
      },
    });
    renderWithProviders(<ReviewQueue />, { user: admin });
    expect(await screen.findByText('2 reports about Rob Rude')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review report 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report details' });
    expect(within(dialog).getByText('Something unkind')).toBeInTheDocument();
    const resolve = within(dialog).getByRole('button', { name: 'Resolve report' });
    expect(resolve).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A warning was sent' }));
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Please be kind.');
    await userEvent.click(resolve);
    await expect.poll(() => toasts()[0]?.textContent).toContain('Report resolved');
    expect(api.callsTo('POST /api/admin/reports/:kind/:id/resolve')[0]).toMatchObject({
      params: { kind: 'connection', id: '7' },
      body: { outcome: 'warning_sent', note: 'Please be kind.' },
    });
    expect(await screen.findByText(/Nothing is waiting for review/)).toBeInTheDocument();
  });

  it('suspends with an optional end as it resolves, saying what will happen first', async () => {
    const api = mockApi({
      'GET /api/admin/review-queue': () =>
        page([
          {
            type: 'reports',
            key: 'member:3',
            createdAt: '2026-11-20T10:00:00.000Z',
            count: 1,
            subjectName: 'Rob Rude',
            reports: [report()],
          },
        ]),
      'POST /api/admin/reports/:kind/:id/resolve': () => report({ status: 'resolved', outcome: 'member_suspended' }),
    });
    renderWithProviders(<ReviewQueue />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Review report 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report details' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'The member was blocked from Kindness Connections' }),
    );
    expect(within(dialog).getByText(/Resolving blocks the member from Kindness Connections now/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Suspended until/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The member was suspended' }));
    expect(within(dialog).getByText(/Resolving suspends the member now/)).toBeInTheDocument();
    const end = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    const local = new Date(end.getTime() - end.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    fireEvent.change(within(dialog).getByLabelText(/Suspended until/), { target: { value: local } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend and resolve' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Report resolved');
    expect(api.callsTo('POST /api/admin/reports/:kind/:id/resolve')[0]).toMatchObject({
      body: { outcome: 'member_suspended', until: new Date(local).toISOString() },
    });
  });

  it('decides an appeal and marks a crisis message handled', async () => {
    const api = mockApi({
      'GET /api/admin/review-queue': page([
        {
          type: 'crisis',
          key: 'crisis:5',
          createdAt: '2026-11-19T10:00:00.000Z',
          messageId: 5,
          conversationId: 9,
          senderName: 'Sam',
          excerpt: 'I feel unsafe',
        },
        appeal('member_suspended'),
      ]),
      'POST /api/admin/appeals/:id/decision': { message: 'Appeal decision sent.' },
      'POST /api/admin/crisis-messages/:id/handled': { message: 'Marked as handled.' },
    });
    renderWithProviders(<ReviewQueue />, { user: admin });
    expect(await screen.findByText('Rob Rude appeals: The member was suspended')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept appeal' }));
    await expect.poll(() => api.callsTo('POST /api/admin/appeals/:id/decision').length).toBe(1);
    expect(api.callsTo('POST /api/admin/appeals/:id/decision')[0].body).toEqual({ decision: 'overturned' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await expect.poll(() => api.callsTo('POST /api/admin/crisis-messages/:id/handled').length).toBe(1);
  });

  it('keeps a note being written when the screen crosses the phone width (the rows are drawn anew)', async () => {
    let wide = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          get matches() {
            return wide;
          },
          media: query,
          addEventListener: (_: string, l: () => void) => listeners.add(l),
          removeEventListener: (_: string, l: () => void) => listeners.delete(l),
        }) as unknown as MediaQueryList,
    );
    const api = mockApi({
      'GET /api/admin/review-queue': page([appeal('warning_sent')]),
      'POST /api/admin/appeals/:id/decision': { message: 'Appeal decision sent.' },
    });
    renderWithProviders(<ReviewQueue />, { user: admin });
    await userEvent.type(await screen.findByLabelText('Note to the member (optional)'), 'The warning stays.');
    expect(screen.getByRole('table', { name: 'Review queue' })).toBeInTheDocument();
    wide = false;
    act(() => listeners.forEach((l) => l()));
    expect(screen.getByRole('list', { name: 'Review queue' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note to the member (optional)')).toHaveValue('The warning stays.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep decision' }));
    await expect.poll(() => api.callsTo('POST /api/admin/appeals/:id/decision').length).toBe(1);
    expect(api.callsTo('POST /api/admin/appeals/:id/decision')[0].body).toEqual({
      decision: 'upheld',
      note: 'The warning stays.',
    });
  });

  it('says so when the queue cannot load', async () => {
    mockApi({ 'GET /api/admin/review-queue': { status: 500, body: { message: 'Server error' } } });
    renderWithProviders(<ReviewQueue />, { user: admin });
    expect(await screen.findByText('We couldn’t load the review queue.')).toBeInTheDocument();
  });
});

describe('ReportsPanel', () => {
  it('lists one kind of report by status and marks a pending one reviewed', async () => {
    const api = mockApi({
      'GET /api/admin/reports': (req) => ({
        items: req.query.get('status') === 'pending' ? [report()] : [],
        total: req.query.get('status') === 'pending' ? 1 : 0,
        page: 1,
        pageSize: 20,
      }),
      'PATCH /api/admin/reports/:kind/:id': report({ status: 'reviewed' }),
    });
    renderWithProviders(<ReportsPanel kind="connection" />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(await within(table).findByText('Harassment or bullying')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reports')[0].query.get('kind')).toBe('connection');
    await userEvent.click(within(table).getByRole('button', { name: /Review report 7/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Reviewed' }));
    await expect.poll(() => api.callsTo('PATCH /api/admin/reports/:kind/:id').length).toBe(1);
    expect(api.callsTo('PATCH /api/admin/reports/:kind/:id')[0].body).toEqual({ status: 'reviewed' });
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('No reports here.')).toBeInTheDocument();
  });
});
