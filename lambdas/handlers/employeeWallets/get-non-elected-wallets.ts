import { getNonElectedWallets } from '../../../shared/callables/employee-wallets';
import { senToRm } from '../../../shared/domain/money/money';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { listElectedWallets } from '../../data/benefits/elected-wallets';
import { presignedLogoUrl } from '../../data/benefits/wallets';
import { electionTotals, offeredWallets, totalsToRm } from '../../services/benefits/wallet-election';

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
      .map(async ({ id, name, supportLink, minimumAmountSen, logo }) => ({
        id,
        name,
        supportLink,
        minimumAmount: senToRm(minimumAmountSen),
        ...(logo ? { logoUrl: await presignedLogoUrl(logo.key) } : {}),
      })),
  );
  return { wallets: { wallets, ...totalsToRm(totals) } };
});
