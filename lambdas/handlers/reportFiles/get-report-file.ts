import { getReportFile } from '../../../shared/callables/report-files';
import { ReportFileJobSchema } from '../../../shared/domain/files/report-files';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getReportFileJob } from '../../data/advance-pay/report-files';
import { presignFileDownload } from '../../services/files/file-links';

/**
 * A report file job of the caller's organisation (another organisation's is not found): its
 * progress, and once done a fresh presigned link to the file (never stored: links expire).
 */
export const handler = makeHandler(getReportFile, async ({ jobId, orgId }, caller) => {
  const job = await getReportFileJob(scopeOrg(caller, orgId), jobId);
  if (!job) throw new AppError('NOT_FOUND', 'There is no such report file; it may have expired. Please make it again.');
  const answer = ReportFileJobSchema.parse(job);
  if (job.status !== 'done' || !job.key) return answer;
  return { ...answer, ...(await presignFileDownload(job.key, job.fileName)) };
});
