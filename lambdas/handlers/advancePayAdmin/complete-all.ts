import { completeAll } from '../../../shared/callables/advance-pay-admin';
import { ADMIN_MESSAGES } from '../../../shared/domain/money/bank-transfer';
import { klDate } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { completeAllSent } from '../../services/advance-pay/end-of-day';
import { makeHandler } from '../chain/make-handler';
import { getOrg } from '../../data/organisations/orgs';

/** Completes the processing transactions already sent to bank, with the transfer date. */
export const handler = makeHandler(completeAll, async ({ transferDate, orgId }, caller) => {
  if (transferDate > klDate()) {
    throw new AppError('INVALID_ARGUMENT', ADMIN_MESSAGES.transferDateFuture, [
      { field: 'transferDate', message: ADMIN_MESSAGES.transferDateFuture },
    ]);
  }
  if (orgId && !(await getOrg(orgId))) throw new AppError('NOT_FOUND', 'Organisation not found!');
  return completeAllSent({ transferDate, orgId, by: callerName(caller) });
});
