import { getMyPayouts } from '../../shared/callables/pay-runs';
import type { MyPayout } from '../../shared/domain/pay-run';
import { ownOrgId } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { getEmployeeEntries, listPayRuns } from '../data/pay-runs';

/**
 * The caller's payouts: their share of every completed run they were paid by, one line per
 * wallet, succeeded unless the administrator recorded their payment as failed. A login with no
 * employee record (a manager who is not on the payroll) has none.
 */
export const handler = makeHandler(getMyPayouts, async (_input, caller) => {
  const ic = caller.user.employeeICNumber;
  if (!ic) return { items: [] };
  const completed = (await listPayRuns(ownOrgId(caller))).filter((r) => r.status === 'completed');
  const entries = await getEmployeeEntries(completed, ic);
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
      amount: w.amount,
      status: failed ? 'failed' : 'succeeded',
      ...(failed && run.failureReason ? { reason: run.failureReason } : {}),
    }));
  });
  return { items: items.sort((a, b) => b.payDay.localeCompare(a.payDay) || a.walletName.localeCompare(b.walletName)) };
});
