import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '@common/schemas/connections';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RequestList } from './request-list';

describe('a member an admin blocked from Connections', () => {
  it('reads why the requests do not load, not a connection problem', async () => {
    const why = CONNECTIONS_TEXT.adminPaused;
    mockApi({ 'GET /api/connections/requests': { status: 403, body: { message: why } } });
    renderWithProviders(<RequestList onAsk={() => {}} />, { user: member });
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
  });
});
