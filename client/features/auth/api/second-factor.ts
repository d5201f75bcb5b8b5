import { useMutation } from '@tanstack/react-query';
import type { SecondFactorInput } from '@common/schemas/totp';
import type { CurrentUser } from '@common/schemas/users';
import { ApiError, api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/login/second-factor: the code of the authenticator app (or a recovery code) finishes the login. */
export const sendSecondFactor = (input: SecondFactorInput) =>
  api<CurrentUser>('/api/login/second-factor', { body: input });

/** Whether the pending login is over (too slow, too many wrong codes): the password has to be given again. */
export const mustLogInAgain = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 401 && err.body?.loginAgain === true;

export function useSecondFactor(config: MutationConfig<CurrentUser, SecondFactorInput> = {}) {
  return useMutation({ ...config, mutationFn: sendSecondFactor });
}
