import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ReportNoteButton } from './report-note-button';

const REPORT = 'POST /api/ripples/node/noteAAAAAA/report';

describe('ReportNoteButton', () => {
  it('sends the reason trimmed, thanks the person with the server’s words, and closes', async () => {
    const api = mockApi({ [REPORT]: { status: 201, body: { message: 'Thank you. Our team will take a look.' } } });
    renderWithProviders(<ReportNoteButton code="noteAAAAAA" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report this note' }));
    const reason = await screen.findByLabelText('What is wrong with it? (optional)');
    expect(reason).toHaveAttribute('maxLength', '500');
    await user.type(reason, '  It calls someone names  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(REPORT).map((c) => c.body)).toEqual([{ reason: 'It calls someone names' }]);
    expect(toasts()[0]).toHaveTextContent('Report sentThank you. Our team will take a look.');
  });

  it('sends no reason when none is given, and says when the report could not be sent', async () => {
    const api = mockApi({ [REPORT]: { status: 429, body: { message: 'Too many reports. Please try again later.' } } });
    renderWithProviders(<ReportNoteButton code="noteAAAAAA" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report this note' }));
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Failed to send reportToo many reports. Please try again later.');
    expect(api.callsTo(REPORT).map((c) => c.body)).toEqual([{}]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
