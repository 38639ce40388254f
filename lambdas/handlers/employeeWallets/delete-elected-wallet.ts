import { deleteElectedWallet } from '../../../shared/callables/employee-wallets';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { getElectedWallet, removeElectedWallet } from '../../data/benefits/elected-wallets';
import { ELECTION_NOT_FOUND } from '../../services/benefits/wallet-election';

/** Remove one of the caller's allocations; its percentage leaves the running total in the same transaction. */
export const handler = makeHandler(deleteElectedWallet, async ({ id }, caller) => {
  const employee = await requireOwnEmployee(caller);
  const election = await getElectedWallet(employee.orgId, employee.employeeICNumber, id);
  if (!election) throw new AppError('NOT_FOUND', ELECTION_NOT_FOUND);
  await removeElectedWallet(election, epochSeconds());
  return { ok: true as const };
});
