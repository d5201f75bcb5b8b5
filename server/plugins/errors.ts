import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  414: 'That address is too long.',
  415: 'That kind of content is not supported here.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * Fastify's `frameworkErrors` option: the errors its router answers before any route or hook runs (a path
 * parameter over `maxParamLength`, 414; a path that is not valid URL encoding, 400) get `{ message }` in our
 * words, like every other error, instead of Fastify's own body with its error code.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.code(status).send({ message: STATUS_MESSAGES[status] });
}

/** Every non-2xx answer is `{ message }` (plus `errors` per field on validation failures, and a route's own fields). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra?.headers) reply.headers(error.extra.headers);
      // Extra fields first: nothing can replace the message.
      return reply.code(error.statusCode).send({
        ...error.extra?.fields,
        message: error.message,
        ...(error.extra?.errors ? { errors: error.extra.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String((issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') ||
          '_';
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
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : (STATUS_MESSAGES[status] ?? 'That request could not be handled.');
    return reply.code(status).send({ message });
  });
});
