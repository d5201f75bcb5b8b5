import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** The account to create, and the captcha's solution (null when the site asks for none). */
export type RegisterRequest = RegisterInput & { captchaToken: string | null };

/** POST /api/register; the captcha token travels in X-Recaptcha-Token. */
export const register = ({ captchaToken, ...input }: RegisterRequest) =>
  api<CurrentUser>('/api/register', {
    body: input,
    headers: captchaToken ? { 'X-Recaptcha-Token': captchaToken } : {},
  });

/** Creates the account and signs it in; the caller decides where the member goes next (see useSignedIn). */
export function useRegister(config: MutationConfig<CurrentUser, RegisterRequest> = {}) {
  return useMutation({ ...config, mutationFn: register });
}
