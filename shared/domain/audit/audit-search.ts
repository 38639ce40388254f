import { z } from 'zod';
import { AuditEntrySchema } from './audit-entry';

/** What a search of the audit trail takes and answers (shared/callables/audit.ts). */

/** The longest period one search covers (a year and a day: any 12 months, whatever the leap years). */
export const AUDIT_MAX_DAYS = 366;
/** `orgId` of the platform's own entries (administrators' logins, the business calendar). */
export const PLATFORM_AUDIT_SCOPE = 'platform';

const DAY_MS = 86_400_000;

/** What is wrong with a period of days ('yyyy-MM-dd', both included), if anything. */
export function auditPeriodIssue(from: string, to: string): string | undefined {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
  if (days < 0) return 'The last day cannot be before the first';
  if (days >= AUDIT_MAX_DAYS) return `At most ${AUDIT_MAX_DAYS} days at a time`;
  return undefined;
}

/** An entry as the trail's pages show it: with its organisation's name when it has one. */
export const AuditRowSchema = AuditEntrySchema.extend({ orgName: z.string().optional() });
export type AuditRow = z.infer<typeof AuditRowSchema>;
