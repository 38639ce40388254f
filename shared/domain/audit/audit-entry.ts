import { z } from 'zod';

/**
 * The audit trail (docs/rules.md#audit-trail): one entry for every change of these kinds, written in the
 * same transaction as the change. Each kind names what changed, not the callable that changed it:
 * an employee's bank account is `bankAccount` whether a Manager, an import or the employee changed it.
 */
export const AUDIT_KINDS = [
  'user',
  'role',
  'bankAccount',
  'mobileNumber',
  'policy',
  'setting',
  'creditLimit',
  'disbursement',
  'settlement',
  'payRun',
  'organisationStatus',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AuditKindSchema = z.enum(AUDIT_KINDS);

/** How each kind is named on the page and in the CSV. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  user: 'User',
  role: 'Role',
  bankAccount: 'Bank account',
  mobileNumber: 'Mobile number',
  policy: 'Policy',
  setting: 'Setting',
  creditLimit: 'Credit limit',
  disbursement: 'Disbursement',
  settlement: 'Settlement',
  payRun: 'Pay run',
  organisationStatus: 'Organisation status',
};

/** One field of a change, before → after, as text (personal values masked: only their last 4 characters). */
export const AuditChangeSchema = z.object({
  field: z.string(),
  before: z.string().optional(),
  after: z.string().optional(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

/** Who made a change: a signed-in person, or the platform itself (a scheduled job, a partner's file). */
export const AuditActorSchema = z.object({
  /** The login's id; none for the platform. */
  userId: z.string().optional(),
  /** The person's name or e-mail, or what the platform ran ('End of day', 'Partner file settlements-….csv'). */
  name: z.string(),
  /** The login's e-mail, when it has one. */
  email: z.string().optional(),
  /** The login's role, or `system`. */
  role: z.string(),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** What was changed: its type, its id in the product and the name people know it by. */
export const AuditSubjectSchema = z.object({
  type: z.string(),
  id: z.string(),
  name: z.string().optional(),
});
export type AuditSubject = z.infer<typeof AuditSubjectSchema>;

export const AuditEntrySchema = z.object({
  /** A ULID: entries sort by time. */
  id: z.string(),
  /** Unix seconds. */
  at: z.number().int(),
  /** The organisation the change belongs to; null for the platform's own (administrators, the calendar). */
  orgId: z.string().nullable(),
  kind: AuditKindSchema,
  /** What was done: 'created', 'changed', 'approved', 'deleted', 'suspended'… */
  action: z.string(),
  subject: AuditSubjectSchema,
  actor: AuditActorSchema,
  changes: z.array(AuditChangeSchema),
  /** The reason given, when one was. */
  why: z.string().optional(),
  /** The request (or job) that made the change (docs/architecture.md#logging). */
  correlationId: z.string().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
