import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'That request was not valid.',
  401: 'Please log in to continue.',
  403: 'You do not have permission to do that.',
  404: 'We could not find that.',
  405: 'That method is not allowed here.',
  413: 'That request is too large.',
  415: 'That kind of content is not supported here.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** Every non-2xx answer is `{ message }` (plus `errors` per field on validation failures). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra?.headers) reply.headers(error.extra.headers);
      return reply.code(error.statusCode).send({ message: error.message, ...(error.extra?.errors ? { errors: error.extra.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String((issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') || '_';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? STATUS_MESSAGES[400];
      return reply.code(400).send({ message: first, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (status === 429) return reply.code(429).send({ message: error.message || STATUS_MESSAGES[429] });
    // Fastify's own 4xx (bad JSON, wrong content type, too large) get a plain sentence instead of internals.
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The request body is not valid JSON.' : (STATUS_MESSAGES[status] ?? 'That request could not be handled.');
    return reply.code(status).send({ message });
  });
});
