import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RIPPLE_THEMES, type RippleThemeKey } from '@common/ripple-themes';
import { ThemeScroller } from './theme-scroller';

function Picker() {
  const [theme, setTheme] = useState<RippleThemeKey>(RIPPLE_THEMES[0].key);
  return (
    <>
      <button type="button">Before</button>
      <ThemeScroller value={theme} onChange={setTheme} />
      <button type="button">After</button>
    </>
  );
}

describe('ThemeScroller', () => {
  it('is one Tab stop, and the arrow keys, Home and End choose and focus a theme', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const radios = screen.getAllByRole('radio');
    const first = radios[0];
    const last = radios[radios.length - 1];
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    // Desktop arrows sit before and after the group.
    if (document.activeElement?.getAttribute('aria-label') === 'Scroll themes left') await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radios[1]).toHaveFocus();
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    expect(first).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    // Only the chosen theme takes a Tab stop.
    expect(radios.filter((r) => r.tabIndex === 0)).toEqual([last]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Scroll themes right' })).toHaveFocus();
  });
});
