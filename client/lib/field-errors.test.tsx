import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorsOf, showFieldErrors } from './field-errors';

type Values = { email: string; newPassword: string; note: string };
const refused = (errors?: Record<string, string>, message = 'Please check the form') =>
  new ApiError(400, message, errors);

function formHook() {
  return renderHook(() => useForm<Values>({ defaultValues: { email: '', newPassword: '', note: '' } })).result;
}

describe('fieldErrorsOf', () => {
  it('keeps the messages of the fields asked for, reading aliases, and nothing from another failure', () => {
    const err = refused({ email: 'Invalid email', password: 'Too weak', other: 'x' });
    expect(fieldErrorsOf<Values>(err, ['email', 'newPassword'], { password: 'newPassword' })).toEqual({
      email: 'Invalid email',
      newPassword: 'Too weak',
    });
    expect(fieldErrorsOf<Values>(new TypeError('Failed to fetch'), ['email'])).toEqual({});
  });
});

describe('showFieldErrors', () => {
  it('puts each message under its field and says it showed something', () => {
    const form = formHook();
    let shown = false;
    act(() => {
      shown = showFieldErrors(form.current, refused({ email: 'Invalid email', note: 'Too long' }), ['email', 'note']);
    });
    expect(shown).toBe(true);
    expect(form.current.getFieldState('email').error?.message).toBe('Invalid email');
    expect(form.current.getFieldState('note').error?.message).toBe('Too long');
    expect(form.current.getFieldState('newPassword').error).toBeUndefined();
  });

  it('shows nothing (so the caller toasts) for a failure without field messages', () => {
    const form = formHook();
    let shown = true;
    act(() => {
      shown = showFieldErrors(form.current, new ApiError(500, 'Server error'), ['email']);
    });
    expect(shown).toBe(false);
    expect(form.current.getFieldState('email').error).toBeUndefined();
  });

  it('messageUnder: a refusal with no field message is said under that field', () => {
    const form = formHook();
    act(() => {
      showFieldErrors(form.current, refused(undefined, 'You must be 13 or older'), ['email'], { messageUnder: 'note' });
    });
    expect(form.current.getFieldState('note').error?.message).toBe('You must be 13 or older');
  });
});
