import { z } from 'zod';

/** The settings an admin can change from the Settings tab. */
export const ADMIN_SETTING_KEYS = [
  'starting_total_acts',
  'starting_total_users',
  'like_points_daily_cap_per_author',
  'like_points_daily_cap_per_liker',
] as const;
export type AdminSettingKey = (typeof ADMIN_SETTING_KEYS)[number];

export const settingMessages = {
  invalidTitle: 'Invalid Input',
  invalid: 'Please enter a valid positive number',
  unknownKey: 'There is no such setting.',
  saved: 'Setting saved',
} as const;

/** A settings number: non-empty, numeric, a whole number of at least 0 (sent as a number or its text). */
export const settingValue = z
  .union([z.string(), z.number()], { error: settingMessages.invalid })
  .transform((v) => (typeof v === 'string' ? v.trim() : String(v)))
  .refine((v) => /^\d{1,9}$/.test(v), settingMessages.invalid)
  .transform((v) => String(Number(v)));

export const settingKeyParams = z.object({ key: z.enum(ADMIN_SETTING_KEYS, { error: settingMessages.unknownKey }) });

/** POST /api/admin/settings. */
export const saveSettingInput = z.object({
  key: z.enum(ADMIN_SETTING_KEYS, { error: settingMessages.unknownKey }),
  value: settingValue,
  description: z.string().trim().max(300, 'Please keep the description under 300 characters').optional(),
});
export type SaveSettingInput = z.input<typeof saveSettingInput>;

export const setting = z.object({ key: z.string(), value: z.string(), description: z.string().nullable() });
export type Setting = z.infer<typeof setting>;

export const saveSettingResponse = setting.extend({ message: z.string() });
export type SaveSettingResponse = z.infer<typeof saveSettingResponse>;
