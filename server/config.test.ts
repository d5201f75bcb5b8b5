import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { testConfig } from './test/build-test-app';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      dataDir: './data',
      captcha: { provider: 'altcha' },
      demoContent: 'auto',
      trustProxy: false,
      logLevel: 'info',
      cacheTtl: {
        statsMs: 30_000,
        rippleSummaryMs: 1_000,
        currentChallengeMs: 1_000,
        storyPageMs: 1_000,
        sessionMs: 1_000,
        freshMs: 2_000,
      },
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.admin).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://kind.example/' })).toMatchObject({
      publicUrl: 'https://kind.example',
      secureCookies: true,
    });
  });

  it('reads TRUST_PROXY as a boolean, a keyword or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('lower-cases the admin e-mail', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'long enough' }).admin).toEqual({
      email: 'boss@example.com',
      password: 'long enough',
    });
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', CAPTCHA_PROVIDER: 'other' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*CAPTCHA_PROVIDER/,
    );
  });

  it('refuses reCAPTCHA without its keys, and an admin e-mail without a password', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/go together/);
  });

  it('keeps the cache lifetimes whatever NODE_ENV says (only the test configuration turns them off)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).cacheTtl).toEqual({
      statsMs: 30_000,
      rippleSummaryMs: 1_000,
      currentChallengeMs: 1_000,
      storyPageMs: 1_000,
      sessionMs: 1_000,
      freshMs: 2_000,
    });
    expect(testConfig().cacheTtl).toEqual({
      statsMs: 0,
      rippleSummaryMs: 0,
      currentChallengeMs: 0,
      storyPageMs: 0,
      sessionMs: 0,
      freshMs: 0,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });
});
