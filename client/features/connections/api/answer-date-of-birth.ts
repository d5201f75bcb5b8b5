import { useMutation } from '@tanstack/react-query';
import type { DateOfBirthInput } from '@common/schemas/connections';
import { ApiError, api } from '@/lib/api-client';

/** POST /api/connections/profile/date-of-birth: the date-of-birth step (204 when the profile may follow). */
export const answerDateOfBirth = (input: DateOfBirthInput) =>
  api<null>('/api/connections/profile/date-of-birth', { method: 'POST', body: input });

/** The date-of-birth step; a refusal (under 13, now or before) is read with `ageRefusalOf`. */
export function useAnswerDateOfBirth() {
  return useMutation({ mutationFn: answerDateOfBirth });
}

/** The server's kind refusal when an answer was under 13, now or before (decision 056); null for any other error. */
export function ageRefusalOf(err: unknown): string | null {
  return err instanceof ApiError && err.status === 403 && err.body?.ageRefused === true ? err.message : null;
}
