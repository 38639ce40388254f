import { periodFromKey } from '../../../shared/domain/advance-pay/advance-pay';
import {
  EXPORT_MONTHS,
  LIST_MONTHS,
  TRANSACTION_HISTORY_MESSAGES,
  exportMonthKey,
  monthsBack,
  recentMonthKeys,
  transactionHistoryToRm,
} from '../../../shared/domain/advance-pay/transaction-history';
import { isManagementRole } from '../../../shared/registry/roles';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg, type Caller } from '../../core/caller';
import { getOrg } from '../../data/organisations/orgs';
import {
  listAllTransactionHistoryPage,
  listOrgTransactionHistory,
  listOrgTransactionHistoryPage,
  type MonthRange,
} from '../../data/finance/transaction-history';
import { listSearchText } from '../../../shared/callables/list-search';
import { searchKeep, servePage, type PageParams } from '../../data/table/paged-lists';
import { exportTransactionHistoryPdf } from './transaction-history-pdf';

/** One month, or the last 12 (the list's whole filter) when none is named. */
const rangeOf = (month: string | undefined, now: Date): MonthRange =>
  month ? { month } : { from: monthsBack(LIST_MONTHS - 1, now) };

/**
 * One page of the rows a caller may see (docs/rules.md#transaction-history): administrators every
 * organisation's (or one's), both statuses; management only the COMPLETED rows of its own. The
 * cursor is bound to the organisation (or all of them), the month range it was issued for and the
 * search (`search`: a row's description or organisation name contains it).
 */
export async function transactionHistoryFor(
  caller: Caller,
  { month, orgId, search, ...params }: { month?: string; orgId?: string; search?: string } & PageParams,
  now: Date = new Date(),
) {
  const range = rangeOf(month, now);
  const org = caller.isAdmin ? orgId : scopeOrg(caller, orgId);
  const bounds = [org ?? '*', 'month' in range ? range.month : `from ${range.from}`, listSearchText(search)];
  const keep = searchKeep(search, (item) => [item.description, item.orgName]);
  return servePage('transactionHistory', bounds, params, (request) => {
    const page = { ...request, keep };
    return org
      ? listOrgTransactionHistoryPage(org, range, { completedOnly: !caller.isAdmin }, page)
      : listAllTransactionHistoryPage(range, page);
  });
}

/**
 * The month an export asks for: present ('Please select a month!'), readable, and one of the
 * last 6 months (422 naming them otherwise).
 */
export function requireExportMonth(date: string | undefined, now: Date = new Date()): string {
  const { selectMonth } = TRANSACTION_HISTORY_MESSAGES;
  if (!date?.trim()) throw new AppError('INVALID_ARGUMENT', selectMonth, [{ field: 'date', message: selectMonth }]);
  const key = exportMonthKey(date);
  if (!key)
    throw new AppError('INVALID_ARGUMENT', selectMonth, [
      { field: 'date', message: "Give the month as 'MM-YYYY' (e.g. 11-2026) or 'YYYY-MM'" },
    ]);
  const allowed = recentMonthKeys(EXPORT_MONTHS, now);
  if (!allowed.includes(key)) {
    const names = allowed.map((k) => periodFromKey(k).text);
    throw new AppError(
      'FAILED_PRECONDITION',
      `Only the last ${EXPORT_MONTHS} months can be exported: ${names.join(', ')}.`,
      [{ field: 'date', message: `${periodFromKey(key).text} is not one of the last ${EXPORT_MONTHS} months` }],
    );
  }
  return key;
}

/**
 * The PDF export of one month of the caller's own organisation (Managers and Executives only:
 * anyone else, administrators included, is refused with the product's message).
 */
export async function exportTransactionHistory(
  caller: Caller,
  { orgId, date }: { orgId: string; date?: string },
  now: Date = new Date(),
) {
  if (caller.isAdmin || !isManagementRole(caller.role))
    throw new AppError('FORBIDDEN', TRANSACTION_HISTORY_MESSAGES.notAuthorized);
  const ownOrg = scopeOrg(caller, orgId);
  const monthKey = requireExportMonth(date, now);
  const [org, rows] = await Promise.all([
    getOrg(ownOrg),
    listOrgTransactionHistory(ownOrg, { month: monthKey }, { completedOnly: true }),
  ]);
  const file = await exportTransactionHistoryPdf(ownOrg, {
    orgName: org?.name ?? rows.at(0)?.orgName ?? ownOrg,
    monthKey,
    // The PDF writes RM: the rows' amounts leave sen here, at that edge.
    rows: rows.map(transactionHistoryToRm),
    generatedAt: now,
  });
  return { message: TRANSACTION_HISTORY_MESSAGES.exported, ...file, rows: rows.length };
}
