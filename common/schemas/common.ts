import { z } from 'zod';

/** The answer of an action that has nothing to report but a sentence for the person (`{ message }`). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** The query of every admin table (`?page=&pageSize=`): 20 rows a page by default, at most 100. */
export const adminPageQuery = {
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(100, 'Page size must be at most 100')
    .default(20),
};

/** An admin table's page: `{ items, total, page, pageSize }` (member lists answer `{ items, nextCursor }`). */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
