import { rmTextOfSen, type Sen } from '../../../shared/domain/money/money';

/**
 * How the audit trail shows the values of money records (auditChanges' `fields`, audit-trail.ts):
 * sen as RM text ('RM 1200.00', as the records' history entries), flags as on/off.
 */
export const auditRm = (sen: unknown): string | undefined =>
  typeof sen === 'number' ? rmTextOfSen(sen as Sen) : undefined;

export const auditFlag = (on: unknown): string => (on ? 'on' : 'off');
