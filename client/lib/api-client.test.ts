import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { ApiError, api, errorMessage } from './api-client';

describe('api()', () => {
  it('parses JSON on success and sends cookies', async () => {
    const server = mockApi({ 'GET /api/x': { ok: true } });
    expect(await api('/api/x')).toEqual({ ok: true });
    expect(server.calls).toMatchObject([{ method: 'GET', path: '/api/x', credentials: 'include' }]);
  });

  it('sends objects as JSON with the CSRF header on state-changing calls', async () => {
    const server = mockApi({ 'POST /api/y': { status: 201, body: {} } });
    await api('/api/y', { body: { a: 1 } });
    const [call] = server.callsTo('POST /api/y');
    expect(call.body).toEqual({ a: 1 });
    expect(call.headers).toMatchObject({ 'content-type': 'application/json', 'x-requested-with': 'KindRipple' });
  });

  it('uses the JSON message of a failed answer, with the field errors', async () => {
    mockApi({
      'GET /api/z': () =>
        new Response('{"message":"Message required","errors":{"message":"Message required"}}', {
          status: 400,
          statusText: 'Bad Request',
        }),
    });
    const err = await api('/api/z').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Message required', errors: { message: 'Message required' } });
  });

  it("keeps the whole JSON answer of a failure, for a route's own fields", async () => {
    mockApi({ 'POST /api/login': { status: 401, body: { message: 'Nope', captchaRequired: true } } });
    const err = await api('/api/login', { body: {} }).catch((e) => e);
    expect(err).toMatchObject({ status: 401, message: 'Nope', body: { message: 'Nope', captchaRequired: true } });
  });

  it('falls back to the status text, then the body text, then a default', async () => {
    const failing = (body: string, init: ResponseInit) => {
      mockApi({ 'GET /a': () => new Response(body, init) });
      return api('/a').catch((e: Error) => e.message);
    };
    expect(await failing('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' })).toBe('Bad Gateway');
    expect(await failing('plain failure', { status: 500, statusText: '' })).toBe('plain failure');
    expect(await failing('', { status: 500, statusText: '' })).toBe('An error occurred');
  });

  it('answers null for 204 No Content', async () => {
    mockApi({ 'DELETE /a': { status: 204 } });
    expect(await api('/a', { method: 'DELETE' })).toBeNull();
  });
});

describe('errorMessage()', () => {
  it("uses the server's message, or the fallback for anything else", () => {
    expect(errorMessage(new ApiError(409, 'This ripple has been closed by its owner.'), 'Please try again')).toBe(
      'This ripple has been closed by its owner.',
    );
    expect(errorMessage('weird', 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
    expect(errorMessage(new ApiError(500, ''), 'Please try again')).toBe('Please try again');
  });

  it("never shows the browser's text for a dropped connection or a plain Error", async () => {
    mockApi({
      'GET /api/ripples': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const err = await api('/api/ripples').catch((e: unknown) => e);
    expect(errorMessage(err, 'Please try again')).toBe('Please try again');
    expect(errorMessage(new Error('Cannot read properties of undefined'))).toBe('An error occurred');
  });
});
