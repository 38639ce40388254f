import { formatRm, senToRm, type Sen } from '../../../shared/domain/money/money';

/**
 * How the audit trail shows the values of money records (auditChanges' `fields`, audit-trail.ts):
 * sen as RM text, flags as on/off, rates with their %.
 */
export const auditRm = (sen: unknown): string | undefined =>
  typeof sen === 'number' ? formatRm(senToRm(sen as Sen)) : undefined;

export const auditFlag = (on: unknown): string => (on ? 'on' : 'off');

export const auditPercent = (rate: unknown): string | undefined =>
  typeof rate === 'number' ? `${rate}%` : undefined;
