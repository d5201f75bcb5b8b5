/** An API failure with the text a person should see (the spec's rule: JSON message, status text, body, default). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The whole JSON answer, for a route whose contract adds fields (login's `captchaRequired`). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const DEFAULT_ERROR = 'An error occurred';

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let message = '';
  let errors: Record<string, string> | undefined;
  let json: Record<string, unknown> | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, string> };
    if (typeof body.message === 'string') message = body.message;
    errors = body.errors;
    if (body && typeof body === 'object' && !Array.isArray(body)) json = body;
  } catch {
    /* not JSON: fall through to status text or body */
  }
  return new ApiError(res.status, message || res.statusText || text || DEFAULT_ERROR, errors, json);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API with the session cookie; resolves the parsed JSON (or null for 204) and throws ApiError otherwise. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  // A custom header on every state-changing call: part of the server's CSRF defence.
  if (method !== 'GET') headers['X-Requested-With'] = 'KindRipple';
  const res = await fetch(path, { method, headers, body, credentials: 'include', signal: opts.signal });
  if (!res.ok) throw await errorFrom(res);
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The text to show for a failed call, for toasts: the server's own message (ApiError), else the caller's fallback.
 * Other errors (a dropped connection's 'Failed to fetch', a bug's TypeError) carry browser or developer text that
 * means nothing to the person, so they get the fallback.
 */
export function errorMessage(err: unknown, fallback = DEFAULT_ERROR): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}
