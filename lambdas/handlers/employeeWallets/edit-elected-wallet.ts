import { editElectedWallet } from '../../../shared/callables/employee-wallets';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { getElectedWallet, replaceElectedWallet } from '../../data/benefits/elected-wallets';
import { ELECTION_NOT_FOUND, checkElection } from '../../services/benefits/wallet-election';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

/** Change one of the caller's allocations; the running total moves by the difference, under the same ceiling. */
export const handler = makeHandler(editElectedWallet, async ({ id, modifiedAt, ...fields }, caller) => {
  const employee = await requireOwnEmployee(caller);
  const before = await getElectedWallet(employee.orgId, employee.employeeICNumber, id);
  if (!before) throw new AppError('NOT_FOUND', ELECTION_NOT_FOUND);
  if (modifiedAt !== undefined && modifiedAt !== before.modifiedAt)
    throw new AppError('INVALID_STATE', 'Your wallet allocation was changed meanwhile. Reload and try again.');
  checkElection(employee, fields, before);
  const screenshot = fields.statusVerificationScreenshot ?? before.statusVerificationScreenshot;
  const { statusVerificationScreenshot: _kept, ...rest } = before;
  return replaceElectedWallet(before, {
    ...rest,
    accountNumber: fields.accountNumber,
    percentage: fields.percentage,
    accountVerified: fields.accountVerified,
    ...(screenshot ? { statusVerificationScreenshot: screenshot } : {}),
    // Never the same second as the version read, so the next edit's condition tells them apart.
    modifiedAt: nextModifiedAt(before),
  });
});
