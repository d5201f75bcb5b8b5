import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Signed-in sessions. The cookie holds a 256-bit random token; only its SHA-256 is stored here, so a
 * leaked table cannot be replayed. A session ends at idle or absolute expiry, at logout, or when the
 * password changes.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Password reset links: the token is mailed, only its SHA-256 is kept; single use, 60 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the mailed token. */
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Avatars uploaded during registration, before the account exists. Registration claims its file (the row
 * goes); rows left over after a day are orphans and the clean-up job deletes their files.
 */
export const pendingAvatarUploads = pgTable('pending_avatar_uploads', {
  /** File name inside DATA_DIR/uploads (random). */
  name: text('name').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha solutions already accepted, kept until they expire so a solution cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  /** SHA-256 of the solved challenge. */
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * An account's TOTP authenticator (RFC 6238). The secret is kept encrypted (AES-256-GCM, with a key from the server
 * secrets); `enabledAt` is null while the set-up waits for its first code. `lastStep` is the last time step a code
 * was accepted in: a code is good once, never again in its step or an earlier one.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of an account with TOTP; only their SHA-256 is kept. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A login whose password was right and whose second factor is awaited: the pending-login cookie holds a random
 * token, only its SHA-256 is stored. Short-lived, and spent after a few wrong codes.
 */
export const pendingLogins = pgTable(
  'pending_logins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_logins_expires_idx').on(t.expiresAt)],
);

/**
 * Wrong second-factor codes of an account, across all its pending logins and on every instance (decision 057): one
 * row per kind of secret (`code`: the authenticator's 6 digits; `recovery`: the recovery codes). `failures` counts
 * towards the next lock, `locks` makes each lock longer, `locked_until` is when codes of that kind are checked
 * again. A correct code removes the account's rows; so does removing the factor.
 */
export const secondFactorFailures = pgTable(
  'second_factor_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['code', 'recovery'] }).notNull(),
    failures: integer('failures').notNull().default(0),
    locks: integer('locks').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('second_factor_failures_kind_known', sql`${t.kind} in ('code', 'recovery')`),
  ],
);
