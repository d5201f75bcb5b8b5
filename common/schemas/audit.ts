import { z } from 'zod';
import { adminPage, adminPageQuery } from './common';

/** One row of the admin audit log as the Audit Log tab shows it; `actor` is null once the admin's account is gone. */
export const auditEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.number().int().nullable() }),
  changes: z.record(z.string(), z.unknown()),
  actor: z.object({ id: z.number().int(), displayName: z.string(), username: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/audit-log: a page, newest first. */
export const auditLogPage = adminPage(auditEntry);
export type AuditLogPage = z.infer<typeof auditLogPage>;

const optionalId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(2_147_483_647, `${name} is too large`)
    .optional();

const optionalWord = (name: string) =>
  z
    .string()
    .trim()
    .max(64, `${name} must be at most 64 characters`)
    .regex(/^[a-z0-9_.-]*$/i, `${name} may hold only letters, digits, dots, dashes and underscores`)
    .optional()
    .transform((s) => (s ? s : undefined));

/**
 * The query of GET /api/admin/audit-log: the page, and filters by admin (`actorId`), action (exact, or a family such
 * as `challenge` for every `challenge.*`), and target (`targetType`, with `targetId`).
 */
export const auditLogQuery = z.object({
  ...adminPageQuery,
  actorId: optionalId('Admin'),
  action: optionalWord('Action'),
  targetType: optionalWord('Target'),
  targetId: optionalId('Target id'),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** GET /api/admin/audit-log/filters: the choices of the filters (the admins who acted, the actions on record). */
export const auditLogFilters = z.object({
  admins: z.array(z.object({ id: z.number().int(), displayName: z.string() })),
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});
export type AuditLogFilters = z.infer<typeof auditLogFilters>;
