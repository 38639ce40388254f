import { z } from 'zod';
import { ADVANCE_STATUSES, type AdvanceStatus } from './advance-transaction';

/**
 * The administrators' list of a month's withdrawals (/internal/advance-pay/transactions): newest
 * first, filtered by status, searched on the server. `endOfDay` keeps what the next End of day
 * sends to the bank (docs/rules.md#end-of-day): the approved ones, and the processing ones not yet
 * sent to bank; the page starts there.
 */
export const ADMIN_STATUS_FILTERS = ['endOfDay', ...ADVANCE_STATUSES] as const;
export const AdminStatusFilterSchema = z.enum(ADMIN_STATUS_FILTERS);
export type AdminStatusFilter = z.infer<typeof AdminStatusFilterSchema>;

/** The page's default filter: what the next End of day will send. */
export const DEFAULT_ADMIN_STATUS_FILTER: AdminStatusFilter = 'endOfDay';

/** The longest search the list takes. */
export const ADMIN_SEARCH_MAX_LENGTH = 60;

/** Does a transaction pass the status filter (none: every status)? */
export function passesStatusFilter(
  tx: { status: AdvanceStatus; sentToBank?: boolean },
  filter: AdminStatusFilter | undefined,
): boolean {
  if (!filter) return true;
  if (filter === 'endOfDay') return tx.status === 'approved' || (tx.status === 'processing' && !tx.sentToBank);
  return tx.status === filter;
}

/** Does a transaction match the search: its employee's name, IC number or organisation's name contains the text (any case)? */
export function matchesAdminSearch(
  tx: { createdBy?: string; employeeICNumber: string; orgName?: string; orgId: string },
  search: string | undefined,
): boolean {
  const text = search?.trim().toLowerCase();
  if (!text) return true;
  return [tx.createdBy, tx.employeeICNumber, tx.orgName, tx.orgId].some((field) => field?.toLowerCase().includes(text));
}
