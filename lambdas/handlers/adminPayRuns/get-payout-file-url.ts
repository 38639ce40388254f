import { getPayoutFileUrl } from '../../../shared/callables/admin-pay-runs';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { presignFileDownload } from '../../services/advance-pay/statement-pdf';
import { requireAdminRun } from '../../services/benefits/pay-runs';

/** A presigned link to one payout file of the run (generated when it moved to pending payment). */
export const handler = makeHandler(getPayoutFileUrl, async ({ orgId, payRunId, walletId }) => {
  const run = await requireAdminRun(orgId, payRunId);
  const file = run.payoutFiles?.find((f) => f.walletId === walletId);
  if (!file) throw new AppError('NOT_FOUND', 'This pay run has no payout file for that e-wallet.');
  const { url, expiresInSeconds } = await presignFileDownload(file.key, file.fileName);
  return { url, fileName: file.fileName, expiresInSeconds };
});
