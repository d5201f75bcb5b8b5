// The few API calls the fault script makes, as a browser would make them (JSON, Origin of the site), each from its
// own client address (X-Forwarded-For, honoured with TRUST_PROXY=loopback) so the per-address abuse limits are
// not what is measured.
import { randomBytes } from 'node:crypto';

let ipSeq = 0;
/** A new client address per call: 10.x.y.z. */
export function nextIp() {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** A random lower-case tag, for unique e-mail addresses. */
export const tag = (bytes = 5) => randomBytes(bytes).toString('hex');

/**
 * One API call. Answers `{ status, body }`, or `{ status: 0, error }` when no answer came (connection refused or
 * reset, timeout): a write without an answer is not acknowledged.
 */
export async function call(base, method, path, body, { timeoutMs = 30_000 } = {}) {
  const headers = { 'x-forwarded-for': nextIp() };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = base;
  }
  try {
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json };
  } catch (err) {
    return { status: 0, error: String(err?.cause?.code ?? err?.cause?.message ?? err?.message ?? err) };
  }
}

export const ok = (r) => r.status >= 200 && r.status < 300;

export const createRipple = (base, message, extra = {}) =>
  call(base, 'POST', '/api/ripples', { message, senderName: 'Fault', shareChannel: 'copy', ...extra });

export const passOn = (base, code, message) =>
  call(base, 'POST', `/api/ripples/node/${code}/pass`, { message, senderName: 'Fault', shareChannel: 'copy' });

/** A new account: a unique address and a password no list knows. */
export function newAccount(prefix) {
  const username = `${prefix}-${tag()}@example.test`;
  return { username, password: `Kind-${tag(8)}-Ripple`, displayName: `Fault ${prefix}` };
}

export const register = (base, account) =>
  call(base, 'POST', '/api/register', { ...account, avatar: '/avatars/1.png' });

export const login = (base, account) =>
  call(base, 'POST', '/api/login', { username: account.username, password: account.password });

export const readNote = (base, code) => call(base, 'GET', `/api/ripples/node/${code}`);

export const forgotPassword = (base, email) => call(base, 'POST', '/api/auth/forgot-password', { email });

export const subscribe = (base, seedCode, email) =>
  call(base, 'POST', `/api/ripples/summary/${seedCode}/subscribe`, { email });

/** Runs `fn` over `items` with at most `concurrency` at a time; answers the results in order. */
export async function mapLimit(items, concurrency, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
