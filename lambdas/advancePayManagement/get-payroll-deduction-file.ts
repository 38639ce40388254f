import { getPayrollDeductionFile } from '../../shared/callables/advance-pay-management';
import {
  payrollDeductionCsv,
  payrollDeductionFileName,
  payrollDeductionRows,
} from '../../shared/domain/advance-pay-reports';
import { senToRm } from '../../shared/domain/money';
import { makeHandler } from '../core/make-handler';
import { ownOrgId } from '../core/caller';
import { getOrg } from '../data/orgs';
import { identitiesOf, monthTransactions } from '../services/month-data';

/**
 * The payroll deduction file of a month (what to deduct on pay day is defined in
 * shared/domain/advance-pay-reports.ts): returned as text, the browser saves it.
 */
export const handler = makeHandler(getPayrollDeductionFile, async ({ period }, caller) => {
  const orgId = ownOrgId(caller);
  const [org, txs] = await Promise.all([getOrg(orgId), monthTransactions(orgId, period)]);
  const rows = payrollDeductionRows(txs, await identitiesOf(orgId, txs));
  return {
    fileName: payrollDeductionFileName(org?.name, period),
    csv: payrollDeductionCsv(rows),
    rows: rows.length,
    totalToDeduct: senToRm(rows.reduce((s, r) => s + r.deductSen, 0)),
  };
});
