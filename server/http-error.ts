/**
 * An error whose message is safe to show to the user; the error handler answers `{ message }` with its status
 * (plus `errors` per field, and any `fields` a route's contract adds, such as login's `captchaRequired`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: {
      errors?: Record<string, string>;
      headers?: Record<string, string>;
      fields?: Record<string, string | number | boolean | null>;
    },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'We could not find that.') => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, { errors });
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
