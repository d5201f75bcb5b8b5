import { describe, expect, it } from 'vitest';
import { findDisguisedApp } from './app-names';

describe('findDisguisedApp', () => {
  it('refuses an app name only the guard could read', () => {
    expect(findDisguisedApp('whatsapp', 'w h a t s a p p')).toBe('whatsapp');
    expect(findDisguisedApp('snap', 'ѕnаp')).toBe('snap');
    expect(findDisguisedApp('snap', 'snap')).toBeNull();
  });
});
