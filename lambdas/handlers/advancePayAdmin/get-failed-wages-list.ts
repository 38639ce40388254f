import { getFailedWagesList } from '../../../shared/callables/advance-pay-admin';
import { pageLimit } from '../../../shared/callables/common';
import { makeHandler } from '../chain/make-handler';
import { listFailedWages } from '../../data/advance-pay/failed-earned-wages';

/** The open failed earned wages of every organisation, a page at a time. */
export const handler = makeHandler(getFailedWagesList, async ({ cursor, limit }) =>
  listFailedWages({ cursor, limit: pageLimit(limit) }),
);
