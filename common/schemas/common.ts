import { z } from 'zod';

/** The answer of an action that has nothing to report but a sentence for the person (`{ message }`). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Every non-2xx API answer: a human text, and for validation the text of each field. */
export const errorResponse = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;
