import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: string, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api()', () => {
  it('parses JSON on success and sends cookies', async () => {
    const f = stubFetch('{"ok":true}', { status: 200 });
    expect(await api('/api/x')).toEqual({ ok: true });
    expect(f).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('sends objects as JSON with the CSRF header on state-changing calls', async () => {
    const f = stubFetch('{}', { status: 201 });
    await api('/api/y', { body: { a: 1 } });
    const init = (f.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'KindRipple' });
  });

  it('uses the JSON message of a failed answer, with the field errors', async () => {
    stubFetch('{"message":"Message required","errors":{"message":"Message required"}}', { status: 400, statusText: 'Bad Request' });
    const err = await api('/api/z').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Message required', errors: { message: 'Message required' } });
  });

  it('falls back to the status text, then the body text, then a default', async () => {
    stubFetch('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' });
    expect((await api('/a').catch((e: Error) => e) as Error).message).toBe('Bad Gateway');
    stubFetch('plain failure', { status: 500, statusText: '' });
    expect((await api('/a').catch((e: Error) => e) as Error).message).toBe('plain failure');
    stubFetch('', { status: 500, statusText: '' });
    expect((await api('/a').catch((e: Error) => e) as Error).message).toBe('An error occurred');
  });

  it('answers null for 204 No Content', async () => {
    stubFetch('', { status: 204 } as ResponseInit);
    expect(await api('/a', { method: 'DELETE' })).toBeNull();
  });
});

describe('errorMessage()', () => {
  it("uses the server's message, or the fallback for anything else", () => {
    expect(errorMessage(new ApiError(409, 'This ripple has been closed by its owner.'), 'Please try again')).toBe('This ripple has been closed by its owner.');
    expect(errorMessage('weird', 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
    expect(errorMessage(new ApiError(500, ''), 'Please try again')).toBe('Please try again');
  });

  it("never shows the browser's text for a dropped connection or a plain Error", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const err = await api('/api/ripples').catch((e: unknown) => e);
    expect(errorMessage(err, 'Please try again')).toBe('Please try again');
    expect(errorMessage(new Error('Cannot read properties of undefined'))).toBe('An error occurred');
  });
});
