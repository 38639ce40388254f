import { getMonthlyStatements } from '../../shared/callables/advance-pay-employee';
import { makeHandler } from '../core/make-handler';
import { scopeOrg } from '../core/caller';
import { listStatements } from '../data/statements';

/** The caller's own statements, newest first: their organisation and IC number come from their login. */
export const handler = makeHandler(getMonthlyStatements, async (_input, caller) => {
  const orgId = scopeOrg(caller, undefined);
  const ic = caller.user.employeeICNumber;
  return { items: ic ? await listStatements(orgId, ic) : [] };
});
