import { getApprovalJob as getApprovalJobCallable } from '../../../shared/callables/employees';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getApprovalJob } from '../../data/employees/approval-jobs';

/** A bulk approval job of the caller's organisation: its progress and each employee's step. */
export const handler = makeHandler(getApprovalJobCallable, async ({ jobId, orgId }, caller) => {
  const job = await getApprovalJob(scopeOrg(caller, orgId), jobId);
  if (!job) throw new AppError('NOT_FOUND', 'There is no such approval job; it may have expired.');
  return job;
});
