import { getFailedWagesList } from '../../../shared/callables/advance-pay-admin';
import { pageLimit } from '../../../shared/callables/common';
import { failedWageToRm } from '../../../shared/domain/money/bank-transfer';
import { makeHandler } from '../chain/make-handler';
import { listFailedWages } from '../../data/advance-pay/failed-earned-wages';

/** The open failed earned wages of every organisation, a page at a time, searched on the server. */
export const handler = makeHandler(getFailedWagesList, async ({ search, cursor, limit }) => {
  const page = await listFailedWages({ cursor, limit: pageLimit(limit), search });
  return { ...page, items: page.items.map(failedWageToRm) };
});
