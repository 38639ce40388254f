import { getPayrollDeductionFile } from '../../../shared/callables/advance-pay-management';
import { DEDUCTIBLE_STATUSES } from '../../../shared/domain/advance-pay/advance-pay-reports';
import { asSen, senToRm, sumSen } from '../../../shared/domain/money/money';
import { DEDUCTION_INLINE_EMPLOYEES_MAX } from '../../../shared/domain/files/report-files';
import { makeHandler } from '../chain/make-handler';
import { ownOrgId } from '../../core/caller';
import { getOrgMonthFigures, hasMoreEmployeeMonthsThan } from '../../data/advance-pay/report-lines';
import { presignFileDownload } from '../../services/files/file-links';
import {
  payrollDeductionFileInline,
  reportFileName,
  startReportFile,
  storeInlineFile,
} from '../../services/advance-pay/report-files';

/**
 * The payroll deduction file of a month (what to deduct on pay day is defined in
 * shared/domain/advance-pay/advance-pay-reports.ts), read from the employees' month summaries. A month of at
 * most DEDUCTION_INLINE_EMPLOYEES_MAX employees with requests is answered inline (and stored, with a
 * link to it); a bigger one becomes a report file job (docs/rules.md#report-files). The total to
 * deduct always comes from the month's summary shards.
 */
export const handler = makeHandler(getPayrollDeductionFile, async ({ period }, caller) => {
  const orgId = ownOrgId(caller);
  const [fileName, figures, big] = await Promise.all([
    reportFileName('payrollDeduction', orgId, period),
    getOrgMonthFigures(orgId, period),
    hasMoreEmployeeMonthsThan(orgId, period, DEDUCTION_INLINE_EMPLOYEES_MAX),
  ]);
  const totalToDeduct = senToRm(sumSen(DEDUCTIBLE_STATUSES.map((s) => asSen(figures.summary.amountsSen[s]))));
  if (big) {
    const job = await startReportFile(orgId, 'payrollDeduction', period, fileName);
    return { fileName, totalToDeduct, jobId: job.jobId };
  }
  const { csv, rows } = await payrollDeductionFileInline(orgId, period);
  const { url } = await presignFileDownload(await storeInlineFile(orgId, fileName, csv), fileName);
  return { fileName, totalToDeduct, csv, rows, url };
});
