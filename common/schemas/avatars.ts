import { z } from 'zod';

// Avatars: the drawn ones anyone may choose, and what an uploaded picture may be (registration, profile).

/** The spec's texts about avatars (part 1 §5, part 2 §5), used by the forms and the routes alike. */
export const avatarMessages = {
  avatarMissing:
    'Please select an avatar before creating your account. If this error persists, try refreshing the page.',
  avatarInvalid: 'Please choose one of our avatars or upload your own photo.',
  avatarNotChosen: 'Please select an avatar or upload your own photo before creating your account.',
  avatarNoFile: 'Please select a file to upload, or choose one of our lovely avatars.',
} as const;

/** Number of predefined avatars served at /avatars/1.png ... */
export const PREDEFINED_AVATAR_COUNT = 12;
/** Registration upload limit (part 1 §5) and profile upload limit (part 2 §5). */
export const REGISTER_AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** An image kind an avatar upload may be (the server tells it by the file's first bytes). */
export type AvatarImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** What one upload form accepts, and the texts its form and its route both show when a file does not fit. */
export interface AvatarUploadRules {
  maxBytes: number;
  kinds: readonly AvatarImageKind[];
  /** The same kinds as MIME types, for the file input's `accept` and the form's check. */
  mimeTypes: readonly string[];
  tooLarge: string;
  wrongType: string;
}

const rules = (maxBytes: number, kinds: readonly AvatarImageKind[], wrongType: string): AvatarUploadRules => ({
  maxBytes,
  kinds,
  mimeTypes: kinds.map((k) => `image/${k}`),
  tooLarge: `Please select an image under ${maxBytes / (1024 * 1024)}MB`,
  wrongType,
});

/** Registration: JPG, PNG or GIF up to 2MB (part 1 §5). */
export const REGISTER_AVATAR_UPLOAD = rules(
  REGISTER_AVATAR_MAX_BYTES,
  ['jpeg', 'png', 'gif'],
  'Please upload a JPG, PNG or GIF image.',
);
/** Profile: an image up to 5MB (part 2 §5); WebP too, which the browser's compression may produce. */
export const PROFILE_AVATAR_UPLOAD = rules(
  PROFILE_AVATAR_MAX_BYTES,
  ['jpeg', 'png', 'gif', 'webp'],
  'Please upload an image (JPG, PNG, GIF or WebP).',
);

/** The problem with a file picked for upload (type, then size), or null when it may be sent. */
export function avatarFileIssue(file: { type: string; size: number }, uploadRules: AvatarUploadRules): string | null {
  if (!uploadRules.mimeTypes.includes(file.type)) return uploadRules.wrongType;
  if (file.size > uploadRules.maxBytes) return uploadRules.tooLarge;
  return null;
}

/** `/avatars/1.png` ... `/avatars/12.png`. */
export const predefinedAvatarPath = (n: number) => `/avatars/${n}.png`;
export const PREDEFINED_AVATARS: readonly string[] = Array.from({ length: PREDEFINED_AVATAR_COUNT }, (_, i) =>
  predefinedAvatarPath(i + 1),
);
/** An uploaded avatar: a random name the server chose under /uploads/avatars/. */
export const UPLOADED_AVATAR = /^\/uploads\/avatars\/[a-f0-9]{32}\.(?:webp|png|jpg|gif)$/;

export const avatarPath = z
  .string({ error: avatarMessages.avatarMissing })
  .min(1, avatarMessages.avatarMissing)
  .refine((v) => PREDEFINED_AVATARS.includes(v) || UPLOADED_AVATAR.test(v), { message: avatarMessages.avatarInvalid });

/** POST /api/upload-avatar with JSON: a gallery choice. */
export const avatarChoiceInput = z.object({ avatar: avatarPath });

/** GET /api/predefined-avatars: the drawn avatars anyone may choose. */
export const predefinedAvatarsResponse = z.object({ avatars: z.array(z.string()) });
export type PredefinedAvatarsResponse = z.infer<typeof predefinedAvatarsResponse>;

export type AvatarChoiceInput = z.input<typeof avatarChoiceInput>;
