import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http-error';
import type { Viewer } from './stories.policy';

/** Checks multipart form values against a contract: the parsed value, or a 400 with each field's message. */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(Object.values(errors)[0] ?? 'That request was not valid.', errors);
}

/** The `data` field of a multipart story form, as JSON (400 when it is not). */
export function jsonField(fields: Record<string, string>, name: string): unknown {
  const raw = fields[name];
  if (raw === undefined) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('The story form could not be read. Please try again.');
  }
}

/** Who is asking, for the story rules (null for a guest). */
export const viewerOf = (request: FastifyRequest): Viewer =>
  request.user ? { id: request.user.id, role: request.user.role } : null;
