import { describe, expect, it } from 'vitest';
import { consumeLoginRedirect, safeRedirectPath, storeLoginRedirect } from './login-redirect';

describe('login redirect', () => {
  it('accepts only same-site paths', () => {
    expect(safeRedirectPath('/dashboard?tab=1')).toBe('/dashboard?tab=1');
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('is consumed once', () => {
    storeLoginRedirect('/stories');
    expect(consumeLoginRedirect()).toBe('/stories');
    expect(consumeLoginRedirect()).toBeNull();
  });

  it('never stores the auth page itself', () => {
    storeLoginRedirect('/auth?tab=login');
    expect(consumeLoginRedirect()).toBeNull();
  });
});
