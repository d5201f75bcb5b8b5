import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@common/schemas/auth';
import type { LoginResponse } from '@common/schemas/totp';
import { ApiError, api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** The credentials, and the captcha's solution once the account asks for the check (null or absent before). */
export type LoginRequest = LoginInput & { captchaToken?: string | null };

/** POST /api/login: the username may be the e-mail; the captcha token travels in X-Recaptcha-Token, as at registration. */
export const login = ({ captchaToken, ...input }: LoginRequest) =>
  api<LoginResponse>('/api/login', {
    body: input,
    headers: captchaToken ? { 'X-Recaptcha-Token': captchaToken } : {},
  });

/** Whether a failed login says the next attempt needs the captcha (401 `captchaRequired: true`). */
export const needsCaptcha = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 401 && err.body?.captchaRequired === true;

/**
 * Signs in; the caller decides where the member goes next (see useSignedIn). An account with a second factor answers
 * `{ twoFactorRequired: true }` instead of the user: the code comes next (second-factor.ts).
 */
export function useLogin(config: MutationConfig<LoginResponse, LoginRequest> = {}) {
  return useMutation({ ...config, mutationFn: login });
}
