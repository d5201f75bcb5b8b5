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

  it('resolves the value as the browser would and keeps only paths on this site', () => {
    for (const value of [
      '/\t/evil.example',
      '/\t\t/evil.example/x',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/\\evil.example',
      '/\\\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '///evil.example',
      '//evil.example/path?x=1#y',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'http://evil.example/',
      `${window.location.protocol}//evil.example/`,
    ]) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBeNull();
    }
    // Encoded slashes and dot segments stay on this site: they are paths here, never another host.
    expect(safeRedirectPath('/%2F/evil.example')).toBe('/%2F/evil.example');
    expect(safeRedirectPath('/%5C/evil.example')).toBe('/%5C/evil.example');
    expect(safeRedirectPath('/./stories')).toBe('/stories');
    expect(safeRedirectPath('/.//evil.example')).toBeNull();
    expect(safeRedirectPath('/ripple/abc?key=1#tree')).toBe('/ripple/abc?key=1#tree');
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
