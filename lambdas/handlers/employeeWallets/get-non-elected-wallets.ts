import { getNonElectedWallets } from '../../../shared/callables/employee-wallets';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { listElectedWallets } from '../../data/benefits/elected-wallets';
import { presignedLogoUrl } from '../../data/benefits/wallets';
import { electionTotals, offeredWallets } from '../../services/benefits/wallet-election';

/** What the Payment Election form offers: the organisation's Active e-wallets the caller has not elected yet. */
export const handler = makeHandler(getNonElectedWallets, async (_input, caller) => {
  const employee = await requireOwnEmployee(caller);
  const [offered, elected, totals] = await Promise.all([
    offeredWallets(employee.orgId),
    listElectedWallets(employee.orgId, employee.employeeICNumber),
    electionTotals(employee),
  ]);
  const taken = new Set(elected.map((w) => w.walletId));
  const wallets = await Promise.all(
    offered
      .filter((w) => !taken.has(w.id))
      .map(async ({ id, name, supportLink, minimumAmount, logo }) => ({
        id,
        name,
        supportLink,
        minimumAmount,
        ...(logo ? { logoUrl: await presignedLogoUrl(logo.key) } : {}),
      })),
  );
  return { wallets: { wallets, ...totals } };
});
