import { describe, expect, it } from 'vitest';
import { mailboxKey, waitText } from './rate-limit';

describe('mailboxKey', () => {
  it('counts every spelling of one inbox together: letter case, spaces, "+tags", and Gmail’s dots', () => {
    expect(mailboxKey('  Ana@Example.TEST ')).toBe('ana@example.test');
    expect(mailboxKey('ana+ripples@example.test')).toBe('ana@example.test');
    expect(mailboxKey('ana+a+b@example.test')).toBe('ana@example.test');
    expect(mailboxKey('A.N.A+x@GoogleMail.com')).toBe('ana@gmail.com');
    expect(mailboxKey('a.na@gmail.com')).toBe('ana@gmail.com');
  });

  it('keeps different inboxes apart', () => {
    expect(mailboxKey('a.na@example.test')).not.toBe(mailboxKey('ana@example.test'));
    expect(mailboxKey('ana@example.test')).not.toBe(mailboxKey('ana@example.org'));
    expect(mailboxKey('+ana@example.test')).toBe('+ana@example.test');
  });
});

describe('waitText', () => {
  it('says seconds under two minutes, minutes under two hours, then hours', () => {
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(119)).toBe('119 seconds');
    expect(waitText(120)).toBe('2 minutes');
    expect(waitText(7199)).toBe('120 minutes');
    expect(waitText(7200)).toBe('2 hours');
    expect(waitText(86_400)).toBe('24 hours');
  });
});
