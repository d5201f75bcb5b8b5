import { describe, expect, it } from 'vitest';
import { accountMessages, confirmsAccountDeletion, deleteAccountForm } from './account';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('account deletion confirmation', () => {
  it('matches the username in any letter case, trimmed', () => {
    expect(confirmsAccountDeletion('  Ann@Example.TEST ', 'ann@example.test')).toBe(true);
    expect(confirmsAccountDeletion('ann@example.tes', 'ann@example.test')).toBe(false);
    expect(confirmsAccountDeletion('', 'ann@example.test')).toBe(false);
  });
  it('the dialog form runs the route schema and the match, with the spec text', () => {
    const form = deleteAccountForm('ann@example.test');
    expect(form.parse({ username: ' ANN@example.test ' })).toEqual({ username: 'ANN@example.test' });
    expect(firstMessage(form.safeParse({ username: '' }))).toBe(accountMessages.deleteConfirm);
    expect(firstMessage(form.safeParse({ username: 'bob@example.test' }))).toBe(accountMessages.deleteConfirm);
  });
});
