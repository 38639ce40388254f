import { getElectedWallet } from '../../../shared/callables/employee-wallets';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { getElectedWallet as readElection } from '../../data/benefits/elected-wallets';
import { getWallet } from '../../data/benefits/wallets';
import { ELECTION_NOT_FOUND, electionTotals, electionView, totalsToRm } from '../../services/benefits/wallet-election';

/** One of the caller's own allocations (only theirs: the key is built from their own IC number). */
export const handler = makeHandler(getElectedWallet, async ({ id }, caller) => {
  const employee = await requireOwnEmployee(caller);
  const election = await readElection(employee.orgId, employee.employeeICNumber, id);
  if (!election) throw new AppError('NOT_FOUND', ELECTION_NOT_FOUND);
  const [totals, wallet] = await Promise.all([electionTotals(employee), getWallet(election.walletId)]);
  return { wallet: await electionView(election, totals.totalBenefitsSen, wallet?.supportLink), ...totalsToRm(totals) };
});
