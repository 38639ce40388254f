import { getMonthlyStatement } from '../../../shared/callables/advance-pay-employee';
import { STATEMENT_MESSAGES, statementToRm } from '../../../shared/domain/advance-pay/monthly-statement';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { scopeOrg } from '../../core/caller';
import { getStatement } from '../../data/advance-pay/statements';

/** One of the caller's own statements (by period key); another employee's is simply not found. */
export const handler = makeHandler(getMonthlyStatement, async ({ statementId }, caller) => {
  const orgId = scopeOrg(caller, undefined);
  const ic = caller.user.employeeICNumber;
  const found = ic ? await getStatement(orgId, ic, statementId) : undefined;
  if (!found) throw new AppError('NOT_FOUND', STATEMENT_MESSAGES.notFound);
  return statementToRm(found.statement);
});
