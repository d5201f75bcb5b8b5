import { z } from 'zod';
import { UNSAFE_NAME_CHARS } from '../../text';
import { AGE_BANDS, CONNECTIONS_MIN_AGE, CONNECTIONS_TEXT, helpCategory, safeText, type AgeBand } from './constants';

// ---------------------------------------------------------------------------------------------------------------
// Profiles: GET, POST, PUT /api/connections/profile
// ---------------------------------------------------------------------------------------------------------------

/** A list of short labels (interests, languages): trimmed, empty ones dropped, de-duplicated ignoring case. */
const labelList = (required: string) =>
  z
    .array(z.string().max(40, 'Please keep each entry to 40 characters'), { message: required })
    .transform((list) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of list) {
        const v = raw.replace(/\s+/g, ' ').trim();
        if (v && !seen.has(v.toLowerCase())) {
          seen.add(v.toLowerCase());
          out.push(v);
        }
      }
      return out;
    })
    .pipe(
      z
        .array(z.string().refine((v) => !UNSAFE_NAME_CHARS.test(v), CONNECTIONS_TEXT.unsafeChars))
        .min(1, required)
        .max(30, 'Please choose at most 30'),
    );

export const profileMessages = {
  interests: 'Please choose at least one interest',
  languages: 'Please choose at least one language',
  helpCategories: 'Please choose at least one help category',
  bioShort: 'Please write at least 10 characters about yourself',
  bioLong: 'Please keep your bio to 500 characters',
  dateOfBirth: 'Please enter your date of birth',
  dateOfBirthYear: 'Please check the year: a date of birth is from 1900 on.',
  dateOfBirthFuture: 'That date has not happened yet. Please check your date of birth.',
} as const;

const profileFields = z.object({
  canHelp: z.boolean().optional(),
  needsHelp: z.boolean().optional(),
  /** Alias of needsHelp. */
  canReceiveHelp: z.boolean().optional(),
  interests: labelList(profileMessages.interests),
  languages: labelList(profileMessages.languages),
  helpCategories: z
    .array(helpCategory, { message: profileMessages.helpCategories })
    .min(1, profileMessages.helpCategories)
    .transform((l) => [...new Set(l)]),
  bio: z.string().optional(),
  /** Alias of bio. */
  introduction: z.string().optional(),
  preferredCommunication: z.array(z.string().trim().min(1).max(30)).max(5).optional(),
  availableHours: z.string().trim().max(60).optional(),
  isActive: z.boolean().optional(),
  /** Mail me when a message or an accepted request arrives while I am away (default on). */
  mailWhenAway: z.boolean().optional(),
});

/** A bio's length after trimming (spec §5). */
export const BIO_MIN = 10;
export const BIO_MAX = 500;

const checkBio = (bio: string | undefined, ctx: z.RefinementCtx) => {
  const b = (bio ?? '').trim();
  if (b.length < BIO_MIN) ctx.addIssue({ code: 'custom', path: ['bio'], message: profileMessages.bioShort });
  else if (b.length > BIO_MAX) ctx.addIssue({ code: 'custom', path: ['bio'], message: profileMessages.bioLong });
  else if (!safeText(b)) ctx.addIssue({ code: 'custom', path: ['bio'], message: CONNECTIONS_TEXT.unsafeChars });
};

const normalizeProfile = <T extends z.infer<typeof profileFields>>(v: T) => ({
  canHelp: v.canHelp ?? false,
  needsHelp: v.needsHelp ?? v.canReceiveHelp ?? false,
  interests: v.interests,
  languages: v.languages,
  helpCategories: v.helpCategories,
  bio: (v.bio ?? v.introduction ?? '').trim(),
  preferredCommunication: v.preferredCommunication ?? ['chat'],
  availableHours: v.availableHours || 'flexible',
  isActive: v.isActive ?? true,
  mailWhenAway: v.mailWhenAway ?? true,
});

/** A calendar date written YYYY-MM-DD that exists, from 1900 on (whether it is still to come is the server's clock's to say). */
export const isoDate = z
  .string({ message: profileMessages.dateOfBirth })
  .regex(/^\d{4}-\d{2}-\d{2}$/, profileMessages.dateOfBirth)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, profileMessages.dateOfBirth)
  .refine((v) => v >= '1900-01-01', profileMessages.dateOfBirthYear);

/** POST /api/connections/profile/date-of-birth: the date-of-birth step on its own, before the profile's fields. */
export const dateOfBirthInput = z.object({ dateOfBirth: isoDate });
export type DateOfBirthInput = z.input<typeof dateOfBirthInput>;

/** The 403 of an under-13 answer, now or earlier (`ageRefused`, so the browser shows the refusal screen). */
export const ageRefusal = z.object({ message: z.string(), ageRefused: z.literal(true) });
export type AgeRefusal = z.infer<typeof ageRefusal>;

/** POST /api/connections/profile: the fields plus the date of birth (asked once; never shown to anyone). */
export const createProfileInput = profileFields
  .extend({ dateOfBirth: isoDate })
  .superRefine((v, ctx) => checkBio(v.bio ?? v.introduction, ctx))
  .transform((v) => ({ ...normalizeProfile(v), dateOfBirth: v.dateOfBirth }));
export type CreateProfileInput = z.input<typeof createProfileInput>;

/** PUT /api/connections/profile: the same fields; the date of birth cannot be changed (it is ignored if sent). */
export const updateProfileInput = profileFields
  .extend({ dateOfBirth: z.unknown().optional() })
  .superRefine((v, ctx) => checkBio(v.bio ?? v.introduction, ctx))
  .transform((v) => normalizeProfile(v));
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const connectionProfile = z.object({
  userId: z.number().int(),
  canHelp: z.boolean(),
  needsHelp: z.boolean(),
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  helpCategories: z.array(helpCategory),
  bio: z.string(),
  preferredCommunication: z.array(z.string()),
  availableHours: z.string(),
  isActive: z.boolean(),
  ageBand: z.enum(AGE_BANDS),
  mailWhenAway: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConnectionProfile = z.infer<typeof connectionProfile>;

/** Age in whole years on a day (both YYYY-MM-DD, UTC calendar). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The age band of a date of birth on a day; null under 13. */
export function ageBandOn(dateOfBirth: string, today: string): AgeBand | null {
  const age = ageOn(dateOfBirth, today);
  if (age < CONNECTIONS_MIN_AGE) return null;
  return age < 18 ? '13-17' : '18+';
}
