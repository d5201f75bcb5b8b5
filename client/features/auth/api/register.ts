import type { RegisterInput } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { api } from '@/lib/api-client';

/** POST /api/register; the captcha token travels in X-Recaptcha-Token. */
export const register = (input: RegisterInput, captchaToken: string | null) =>
  api<CurrentUser>('/api/register', { method: 'POST', body: input, headers: captchaToken ? { 'X-Recaptcha-Token': captchaToken } : {} });
