import { describe, expect, it } from 'vitest';
import { findContactInfo, hasContactInfo } from './contact-info';

// The public door of the contact guard. The engine's own tests and its corpora are in contact-guard/.

describe('the contact guard, through its public door', () => {
  it('tells what it found', () => {
    expect(findContactInfo('my email is sam@example.com')).toMatchObject({ kind: 'email' });
    expect(findContactInfo('ring 07700 900123')).toMatchObject({ kind: 'phone' });
    expect(findContactInfo('see sammyj.dev')).toMatchObject({ kind: 'link' });
    expect(findContactInfo('follow @sam_writes')).toMatchObject({ kind: 'handle' });
    expect(findContactInfo('add me on snap')).toMatchObject({ kind: 'app' });
    expect(findContactInfo('whats ur number')).toMatchObject({ kind: 'phrase' });
    expect(hasContactInfo('Happy to help with your essay')).toBe(false);
  });

  it('reads the text with the earlier messages given, and only then', () => {
    expect(hasContactInfo('00123')).toBe(false);
    expect(hasContactInfo('00123', { earlier: ['077', '009'] })).toBe(true);
    expect(findContactInfo('smith_10', { earlier: ['my snap is'] })).not.toBeNull();
    expect(hasContactInfo('great, thanks', { earlier: ['I use Teams for school'] })).toBe(false);
  });
});
