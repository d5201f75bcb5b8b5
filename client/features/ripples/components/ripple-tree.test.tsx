import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RippleSummaryNode } from '@common/schemas/ripples';
import { buildTree } from '../lib/share';
import { RippleTree } from './ripple-tree';

const n = (
  id: string,
  parentNodeId: string | null,
  depth: number,
  extra: Partial<RippleSummaryNode> = {},
): RippleSummaryNode => ({
  id,
  parentNodeId,
  depth,
  message: `Note ${id}`,
  viewCount: 2,
  thanksCount: 1,
  hidden: false,
  ...extra,
});

describe('RippleTree', () => {
  it('shows the first note open and the rest closed, with expand buttons carrying aria-expanded', async () => {
    const root = buildTree([
      n('r', null, 0, { senderName: 'Ana', city: 'Lagos', country: 'NG' }),
      n('a', 'r', 1),
      n('b', 'r', 1),
      n('a1', 'a', 2),
    ]);
    render(<RippleTree root={root} />);
    expect(screen.getByText('“Note r”')).toBeInTheDocument();
    expect(screen.getByText('— Ana')).toBeInTheDocument();
    expect(screen.getByText('Lagos, Nigeria')).toBeInTheDocument();
    expect(screen.getAllByText('Depth 1')).toHaveLength(2);
    const toggles = screen.getAllByRole('button', { name: /passed on from this one/ });
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('“Note a1”')).not.toBeInTheDocument();
    await userEvent.click(toggles[1]);
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    // a1 sits inside a's list, not inside b's.
    const aItem = screen.getByText('“Note a”').closest('li')!;
    expect(within(aItem).getByText('“Note a1”')).toBeInTheDocument();
    const bItem = screen.getByText('“Note b”').closest('li')!;
    expect(within(bItem).queryByText('“Note a1”')).not.toBeInTheDocument();
  });

  it("says 'No ripple data available' without a root", () => {
    render(<RippleTree root={null} />);
    expect(screen.getByText('No ripple data available')).toBeInTheDocument();
  });

  it('renders HTML in a message as text', () => {
    render(<RippleTree root={buildTree([n('r', null, 0, { message: '<img src=x onerror=alert(1)>' })])} />);
    expect(screen.getByText('“<img src=x onerror=alert(1)>”')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('indents the first levels only, so a deep ripple stays readable on a phone', async () => {
    const chain = Array.from({ length: 11 }, (_, i) => n(`d${i}`, i === 0 ? null : `d${i - 1}`, i));
    render(<RippleTree root={buildTree(chain)} />);
    const user = userEvent.setup();
    for (let i = 0; i < 10; i++) {
      const closed = screen.queryAllByRole('button', { expanded: false });
      if (!closed.length) break;
      await user.click(closed[0]);
    }
    expect(screen.getByText('“Note d10”')).toBeInTheDocument();
    const indents = [...document.querySelectorAll('ul[data-indent]')].map((ul) => ul.getAttribute('data-indent'));
    // Lists of levels 1-10: phones and wider screens indent levels 1-4, wider screens also 5-8, nobody 9 and 10.
    expect(indents).toEqual(['all', 'all', 'all', 'all', 'wide', 'wide', 'wide', 'wide', 'none', 'none']);
  });
});
