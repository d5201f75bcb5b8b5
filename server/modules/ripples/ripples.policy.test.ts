import { describe, expect, it } from 'vitest';
import { recipientKey } from './ripples.policy';

describe('recipientKey', () => {
  it('counts every spelling of one inbox together: letter case, spaces, "+tags", and Gmail’s dots', () => {
    expect(recipientKey('  Ana@Example.TEST ')).toBe('ana@example.test');
    expect(recipientKey('ana+ripples@example.test')).toBe('ana@example.test');
    expect(recipientKey('ana+a+b@example.test')).toBe('ana@example.test');
    expect(recipientKey('A.N.A+x@GoogleMail.com')).toBe('ana@gmail.com');
    expect(recipientKey('a.na@gmail.com')).toBe('ana@gmail.com');
  });

  it('keeps different inboxes apart', () => {
    expect(recipientKey('a.na@example.test')).not.toBe(recipientKey('ana@example.test'));
    expect(recipientKey('ana@example.test')).not.toBe(recipientKey('ana@example.org'));
    expect(recipientKey('+ana@example.test')).toBe('+ana@example.test');
  });
});
