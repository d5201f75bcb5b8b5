import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/** A button that starts a request when pressed and waits on it, the way a mutation's button does. */
function Saves({ onSave }: { onSave: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      pending={pending}
      onClick={() => {
        onSave();
        setPending(true);
      }}
    >
      {pending ? 'Saving…' : 'Save'}
    </Button>
  );
}

/** A form whose submit button waits, with a field to press Enter in. */
function Form({ pending, onSubmit }: { pending: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" pending={pending}>
        Send
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps the keyboard focus when pressed and then waiting, and swallows every further press', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Saves onSave={onSave} />);
    screen.getByRole('button', { name: 'Save' }).focus();

    await user.keyboard('{Enter}');
    const waiting = screen.getByRole('button', { name: 'Saving…' });
    expect(waiting).toHaveFocus();
    expect(waiting).toBeEnabled();
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(onSave).toHaveBeenCalledTimes(1);

    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(waiting);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(waiting).toHaveFocus();
  });

  it('while waiting, neither its own press nor Enter in a field submits its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form pending onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Send' });

    await user.click(send);
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.type(screen.getByLabelText('Name'), 'Sam{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('works as before when not waiting: presses call onClick, Enter in a field submits, nothing marked', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    render(
      <>
        <Button onClick={onClick}>Go</Button>
        <Form pending={false} onSubmit={onSubmit} />
      </>,
    );
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).not.toHaveAttribute('aria-disabled');
    expect(go).not.toHaveAttribute('aria-busy');
    expect(go).toHaveAttribute('type', 'button');

    await user.click(go);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);

    await user.type(screen.getByLabelText('Name'), 'Sam{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps real unavailability apart: disabled stays disabled, and an own aria-disabled is kept when not waiting', () => {
    render(
      <>
        <Button disabled pending>
          Own story
        </Button>
        <Button aria-disabled>Empty</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Own story' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Empty' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders on its child under asChild, marks it while waiting and cancels its activation', async () => {
    const user = userEvent.setup();
    const childClick = vi.fn();
    const { rerender } = render(
      <Button asChild pending>
        <a href="#elsewhere" onClick={childClick}>
          Elsewhere
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).not.toHaveAttribute('pending');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toContain('rounded-full');
    await user.click(link);
    expect(childClick).not.toHaveBeenCalled();

    rerender(
      <Button asChild>
        <a href="#elsewhere" onClick={childClick}>
          Elsewhere
        </a>
      </Button>,
    );
    expect(link).not.toHaveAttribute('aria-busy');
    await user.click(link);
    expect(childClick).toHaveBeenCalledTimes(1);
  });
});
