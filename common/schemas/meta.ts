import { z } from 'zod';

export const publicConfig = z.object({
  siteName: z.string(),
  publicUrl: z.string(),
  contactEmail: z.string(),
  captchaProvider: z.enum(['altcha', 'recaptcha', 'none']),
  recaptchaSiteKey: z.string().optional(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const serverTime = z.object({ timestamp: z.number().int() });
export type ServerTime = z.infer<typeof serverTime>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof healthResponse>;
