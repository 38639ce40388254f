import { saveElectedWallet } from '../../../shared/callables/employee-wallets';
import { epochSeconds } from '../../../shared/domain/time/time';
import { ELECTION_MESSAGES } from '../../../shared/domain/benefits/wallet-election';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { addElectedWallet, getElectedWallet, getElectionTotal } from '../../data/benefits/elected-wallets';
import { checkElection, offeredWallets } from '../../services/benefits/wallet-election';

/**
 * Elect an e-wallet of the organisation. The allocation's id is the e-wallet's (an e-wallet is
 * elected once); the 100% ceiling is checked here for a clear answer, and again by the
 * transaction's condition on the running total, which is what holds when two saves race.
 */
export const handler = makeHandler(saveElectedWallet, async (fields, caller) => {
  const employee = await requireOwnEmployee(caller);
  checkElection(employee, fields);
  const wallet = (await offeredWallets(employee.orgId)).find((w) => w.id === fields.walletId);
  if (!wallet)
    throw new AppError('INVALID_ARGUMENT', ELECTION_MESSAGES.walletNotOffered, [
      { field: 'walletId', message: ELECTION_MESSAGES.walletNotOffered },
    ]);
  const [existing, allocated] = await Promise.all([
    getElectedWallet(employee.orgId, employee.employeeICNumber, wallet.id),
    getElectionTotal(employee.orgId, employee.employeeICNumber),
  ]);
  if (existing)
    throw new AppError('ALREADY_EXISTS', ELECTION_MESSAGES.alreadyElected, [
      { field: 'walletId', message: ELECTION_MESSAGES.alreadyElected },
    ]);
  if (allocated + fields.percentage > 100)
    throw new AppError('INVALID_STATE', ELECTION_MESSAGES.overAllocated, [
      { field: 'percentage', message: ELECTION_MESSAGES.overAllocated },
    ]);
  const now = epochSeconds();
  return addElectedWallet({
    id: wallet.id,
    orgId: employee.orgId,
    employeeICNumber: employee.employeeICNumber,
    walletId: wallet.id,
    name: wallet.name,
    accountNumber: fields.accountNumber,
    percentage: fields.percentage,
    accountVerified: fields.accountVerified,
    ...(fields.statusVerificationScreenshot
      ? { statusVerificationScreenshot: fields.statusVerificationScreenshot }
      : {}),
    createdAt: now,
    modifiedAt: now,
  });
});
