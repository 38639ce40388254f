import { getMyPayouts } from '../../../shared/callables/pay-runs';
import type { MyPayout } from '../../../shared/domain/benefits/pay-run';
import { senToRm } from '../../../shared/domain/money/money';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { getEmployeeEntries, listPayRunsPage } from '../../data/benefits/pay-runs';

/**
 * One page of the caller's payouts: their share of the completed runs they were paid by, one line
 * per wallet, succeeded unless the administrator recorded their payment as failed. A page covers
 * `limit` completed runs of the organisation, newest first (a run the caller was not in adds no
 * line, one they were in a line per elected wallet), so a page reads one Query and one BatchGet.
 * A login with no employee record (a manager who is not on the payroll) has none.
 */
export const handler = makeHandler(getMyPayouts, async (params, caller) => {
  const ic = caller.user.employeeICNumber;
  if (!ic) return { items: [] };
  const orgId = ownOrgId(caller);
  return servePage('myPayouts', [orgId, ic], params, async (page) => {
    const runs = await listPayRunsPage(orgId, { status: 'completed' }, page);
    const entries = await getEmployeeEntries(runs.items, ic);
    const items = entries.flatMap(({ run, entry }) => {
      if (!entry.eligible) return [];
      const failed = (run.failedEmployees ?? []).includes(ic);
      return entry.electedWallets.map((w): MyPayout => ({
        payRunId: run.id,
        benefitName: run.benefitName,
        period: run.period,
        payDay: run.payDay,
        walletName: w.name,
        accountNumber: w.accountNumber,
        amount: senToRm(w.amountSen),
        status: failed ? 'failed' : 'succeeded',
        ...(failed && run.failureReason ? { reason: run.failureReason } : {}),
      }));
    });
    return {
      items: items.sort((a, b) => b.payDay.localeCompare(a.payDay) || a.walletName.localeCompare(b.walletName)),
      next: runs.next,
    };
  });
});
