import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AppealPage } from './appeal-page';
import { MyReports } from './my-reports';

describe('MyReports', () => {
  it('shows each report with its status and outcome in plain words', async () => {
    mockApi({
      'GET /api/connections/my-reports': {
        items: [
          {
            kind: 'connection',
            id: 1,
            about: 'A member on Kindness Connections',
            reason: 'Harassment or bullying',
            status: 'resolved',
            statusText: 'Resolved',
            outcomeText: 'A warning was sent',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        nextCursor: null,
      },
    });
    renderWithProviders(<MyReports />, { user: member });
    expect(await screen.findByText('A warning was sent')).toBeInTheDocument();
    expect(screen.getByText('Resolved')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /api/connections/my-reports': { items: [], nextCursor: null } });
    renderWithProviders(<MyReports />, { user: member });
    expect(await screen.findByText('You haven’t reported anything.')).toBeInTheDocument();
  });
});

describe('AppealPage', () => {
  const token = 'a'.repeat(43);

  it('sends the appeal with the link’s token, without signing in', async () => {
    const api = mockApi({
      'GET /api/config': publicConfig,
      'POST /api/appeals': { status: 201, body: { message: 'Thank you. Your appeal has been sent.' } },
    });
    renderWithProviders(<AppealPage />, { user: null, path: `/appeal?token=${token}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please tell us why you think the decision was wrong.');
    await userEvent.type(screen.getByLabelText('Your appeal'), 'I was misunderstood.');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal sent')).toBeInTheDocument();
    expect(api.callsTo('POST /api/appeals')[0].body).toEqual({ token, text: 'I was misunderstood.' });
  });

  it('shows the server’s message when the appeal was already sent', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'POST /api/appeals': { status: 409, body: { message: 'An appeal for this decision has already been sent.' } },
    });
    renderWithProviders(<AppealPage />, { user: null, path: `/appeal?token=${token}` });
    await userEvent.type(await screen.findByLabelText('Your appeal'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An appeal for this decision has already been sent.');
  });

  it('asks for the mailed link when the token is missing', async () => {
    mockApi({ 'GET /api/config': publicConfig });
    renderWithProviders(<AppealPage />, { user: null, path: '/appeal' });
    expect(await screen.findByText('This appeal link is incomplete')).toBeInTheDocument();
  });
});
