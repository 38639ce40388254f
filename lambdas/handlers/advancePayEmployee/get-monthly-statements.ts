import { getMonthlyStatements } from '../../../shared/callables/advance-pay-employee';
import { pageLimit } from '../../../shared/callables/common';
import { statementRowToRm } from '../../../shared/domain/advance-pay/monthly-statement';
import { makeHandler } from '../chain/make-handler';
import { scopeOrg } from '../../core/caller';
import { servePage } from '../../data/table/paged-lists';
import { listStatementsPage } from '../../data/advance-pay/statements';

/**
 * One page of the caller's own statements, newest first: their organisation and IC number come
 * from their login, and the cursor is bound to both.
 */
export const handler = makeHandler(getMonthlyStatements, async ({ cursor, limit }, caller) => {
  const orgId = scopeOrg(caller, undefined);
  const ic = caller.user.employeeICNumber;
  if (!ic) return { items: [] };
  return servePage(
    'advancePayEmployee-getMonthlyStatements',
    [orgId, ic],
    { cursor, limit: pageLimit(limit) },
    async (page) => {
      const out = await listStatementsPage(orgId, ic, page);
      return { ...out, items: out.items.map(statementRowToRm) };
    },
  );
});
