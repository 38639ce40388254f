import { getMonthlySummary } from '../../../shared/callables/advance-pay-management';
import { MONTHS, periodFromParts, periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import { asSen, senToRm } from '../../../shared/domain/money/money';
import type { StatusFigures } from '../../../shared/domain/advance-pay/advance-pay-summary';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getOrgMonthSummary } from '../../data/advance-pay/advance-pay-summaries';
import { countApprovedEmployees } from '../../data/employees/employees';
import { getOrg } from '../../data/organisations/orgs';

/** The dashboard's counters (withdrawn = completed, docs/rules.md#dashboards) from figures by status. */
const counters = <T>(f: StatusFigures, map: (n: number) => T) => ({
  pending: map(f.pending),
  approved: map(f.approved),
  processing: map(f.processing),
  withdrawn: map(f.completed),
  rejected: map(f.rejected),
  cancelled: map(f.cancelled),
});

/**
 * One month of an organisation (management: their own; administrators name one). Reads the
 * organisation's month summary and counts its active employees.
 */
export const handler = makeHandler(getMonthlySummary, async (input, caller) => {
  const orgId = scopeOrg(caller, input.orgId);
  if (caller.isAdmin && !(await getOrg(orgId)))
    throw new AppError('NOT_FOUND', `There is no organisation ${orgId}.`, [{ field: 'orgId', message: 'Not found' }]);
  const now = periodOf();
  const year = input.year ?? now.year;
  const month = input.month ? MONTHS.indexOf(input.month) + 1 : now.month;
  const period = periodFromParts(year, month);
  const [summary, activeEmployees] = await Promise.all([
    getOrgMonthSummary(orgId, period.key),
    countApprovedEmployees(orgId),
  ]);
  return {
    orgId,
    year,
    month: MONTHS[month - 1],
    periodKey: period.key,
    period: period.text,
    activeEmployees,
    ...counters(summary.counts, (n) => n),
    amounts: counters(summary.amountsSen, (sen) => senToRm(asSen(sen))),
    reasons: Object.fromEntries(
      Object.entries(summary.reasonsSen)
        .filter(([, sen]) => sen > 0)
        .map(([reason, sen]) => [reason, senToRm(sen)]),
    ),
  };
});
