import { describe, expect, it, vi } from 'vitest';
import { pageWindow } from './data-table';

describe('pageWindow', () => {
  it('offers at most five page buttons around the current page, within the pages there are', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('DataTable on a phone', () => {
  it('shows one card per row, each value under its header', async () => {
    const { render, screen, within } = await import('@testing-library/react');
    const { DataTable } = await import('./data-table');
    const narrow = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    vi.stubGlobal('matchMedia', narrow);
    render(
      <DataTable
        caption="Rewards"
        columns={[
          { header: 'Name', cell: (r: { id: number; name: string }) => r.name },
          { header: 'Actions', cell: (r) => <button type="button">Edit {r.name}</button> },
        ]}
        rows={[{ id: 1, name: 'Sticker' }]}
        rowKey={(r) => r.id}
        empty="None"
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Rewards' });
    expect(within(list).getByText('Name')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Edit Sticker' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('puts a stacked column under its header at full width, beside it otherwise', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { DataTable } = await import('./data-table');
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(
      <DataTable
        caption="Queue"
        columns={[
          { header: 'Kind', cell: (r: { id: number }) => `Kind ${r.id}` },
          { header: 'What', cell: (r) => `A long text ${r.id}`, stacked: true },
        ]}
        rows={[{ id: 1 }]}
        rowKey={(r) => r.id}
        empty="None"
      />,
    );
    expect(screen.getByText('Kind 1').parentElement?.className).toContain('grid-cols-[6rem_minmax(0,1fr)]');
    expect(screen.getByText('A long text 1').parentElement?.className).not.toContain('grid-cols');
    vi.unstubAllGlobals();
  });
});
