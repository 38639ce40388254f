import { csvField } from '../money/bank-transfer';
import { klDateTimeText } from '../time/time';
import { AUDIT_KIND_LABELS, type AuditChange } from './audit-entry';
import type { AuditRow } from './audit-search';

/** The columns of the audit trail's CSV export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'When (Malaysia time)',
  'Organization',
  'Kind',
  'Action',
  'Subject type',
  'Subject',
  'Subject ID',
  'Changes',
  'By',
  'Role',
  'Reason',
  'Request ID',
] as const;

/** One change as a person reads it: `field: before → after` (a side that was empty shows as `—`). */
export const auditChangeText = (c: AuditChange): string => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`;

/** The export's rows (after the header): one per entry, as the page shows them. */
export const auditCsvRows = (rows: readonly AuditRow[]): string[][] =>
  rows.map((e) => [
    klDateTimeText(new Date(e.at * 1000)),
    e.orgName ?? e.orgId ?? 'Platform',
    AUDIT_KIND_LABELS[e.kind],
    e.action,
    e.subject.type,
    e.subject.name ?? '',
    e.subject.id,
    e.changes.map(auditChangeText).join('; '),
    e.actor.name,
    e.actor.role,
    e.why ?? '',
    e.correlationId ?? '',
  ]);

/** The export as CSV text: fields quoted where needed, and a text a spreadsheet would run as a formula made inert. */
export const auditCsv = (rows: readonly AuditRow[]): string =>
  [[...AUDIT_CSV_COLUMNS], ...auditCsvRows(rows)].map((row) => row.map((v) => csvField(v)).join(',')).join('\r\n');
