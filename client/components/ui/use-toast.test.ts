import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, toast, useToasts } from './use-toast';

describe('toast', () => {
  beforeEach(() => clearToasts());

  it('shows at most two toasts, the newest first', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'One' });
      toast({ title: 'Two' });
      toast({ title: 'Three' });
    });
    expect(result.current.map((t) => t.title)).toEqual(['Three', 'Two']);
  });

  it('replaces a toast with the same title instead of stacking a copy', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Failed to subscribe', description: 'first' });
      toast({ title: 'Copied link!' });
      toast({ title: 'Failed to subscribe', description: 'second' });
    });
    expect(result.current.map((t) => [t.title, t.description])).toEqual([
      ['Failed to subscribe', 'second'],
      ['Copied link!', undefined],
    ]);
  });
});
