import { getOne } from '../../../shared/callables/advance-pay-admin';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { getAdvanceTransaction } from '../../data/advance-pay/advance-transactions';
import { getOrg } from '../../data/organisations/orgs';

/** One transaction of any organisation, with its history (the admin edit screen). */
export const handler = makeHandler(getOne, async ({ orgId, transactionId, employeeICNumber }) => {
  const tx = await getAdvanceTransaction(orgId, employeeICNumber, transactionId);
  if (!tx) throw new AppError('NOT_FOUND', 'Transaction not found!');
  return { ...advanceTransactionToRm(tx), orgName: tx.orgName ?? (await getOrg(orgId))?.name };
});
