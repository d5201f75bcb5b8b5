import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { toast } from './use-toast';

describe('Toaster', () => {
  it('shows a toast with its title and description, and the destructive style for errors', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copied link!' });
      toast({ title: 'Failed to create ripple', description: 'Please try again', variant: 'destructive' });
    });
    expect(await screen.findByText('Copied link!')).toBeInTheDocument();
    const error = await screen.findByText('Failed to create ripple');
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(error.closest('li')?.className).toContain('bg-red-700');
  });

  it('keeps at most three toasts, newest first', async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` });
    });
    expect(await screen.findByText('Toast 4')).toBeInTheDocument();
    expect(screen.queryByText('Toast 1')).toBeNull();
  });
});
