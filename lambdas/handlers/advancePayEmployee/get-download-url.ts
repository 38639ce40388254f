import { getDownloadURL } from '../../../shared/callables/advance-pay-employee';
import { STATEMENT_MESSAGES, statementFileName } from '../../../shared/domain/advance-pay/monthly-statement';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { scopeOrg } from '../../core/caller';
import { ensureStatementPdf, presignFileDownload } from '../../services/advance-pay/statement-pdf';
import { getStatement } from '../../data/advance-pay/statements';

/**
 * A link to the PDF of one of the caller's own statements, in the caller's language: the PDF is
 * made on the first download and kept; every call answers a fresh presigned link (5 minutes).
 */
export const handler = makeHandler(getDownloadURL, async ({ statementId }, caller) => {
  const orgId = scopeOrg(caller, undefined);
  const ic = caller.user.employeeICNumber;
  const found = ic ? await getStatement(orgId, ic, statementId) : undefined;
  if (!found) throw new AppError('NOT_FOUND', STATEMENT_MESSAGES.notFound);
  const key = await ensureStatementPdf(found.statement, found.pdfKey, caller.user.language);
  const { url, expiresInSeconds } = await presignFileDownload(key, statementFileName(found.statement.periodKey));
  return {
    message: `Your ${found.statement.period} statement is ready. The download link works for ${Math.round(expiresInSeconds / 60)} minutes.`,
    url,
  };
});
