import type { AuditKind, AuditSubject } from '../../../shared/domain/audit/audit-entry';
import { rmTextOfSen, type Sen } from '../../../shared/domain/money/money';
import type { TransactItem } from '../table/table';
import { auditChanges, auditItem } from './audit-trail';

/**
 * How the audit trail shows the values of money records (auditChanges' `fields`, audit-trail.ts):
 * sen as RM text ('RM 1200.00', as the records' history entries), flags as on/off.
 */
export const auditRm = (sen: unknown): string | undefined =>
  typeof sen === 'number' ? rmTextOfSen(sen as Sen) : undefined;

export const auditFlag = (on: unknown): string => (on ? 'on' : 'off');

/** How one kind of record is audited: its kind, how it is named, and its figures as the trail shows them. */
export interface RecordAudit<T extends { orgId: string }> {
  kind: AuditKind;
  subject: (record: T) => AuditSubject;
  /** The figures compared, by the names the trail shows (values already text, numbers or undefined). */
  shown: (record: T) => Record<string, unknown>;
}

/**
 * The audit entry of one record's change (docs/rules.md#audit-trail), to go in its transaction: the
 * figures of `before` → `after` that differ (none before when created, none after when deleted).
 */
export function recordAuditItem<T extends { orgId: string }>(
  audit: RecordAudit<T>,
  action: string,
  before: T | undefined,
  after: T | undefined,
  why?: string,
): TransactItem {
  const record = (after ?? before) as T;
  const was = before && audit.shown(before);
  const now = after && audit.shown(after);
  const fields = Object.fromEntries(Object.keys({ ...was, ...now }).map((field) => [field, true as const]));
  return auditItem({
    orgId: record.orgId,
    kind: audit.kind,
    action,
    subject: audit.subject(record),
    changes: auditChanges(was, now, fields),
    ...(why ? { why } : {}),
  });
}
