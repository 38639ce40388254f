import { approveEmployees } from '../../../shared/callables/employees';
import { SYNC_APPROVAL_LIMIT } from '../../../shared/domain/employees/employee-approval';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { getEmployees } from '../../data/employees/employees';
import { approveOne, approvingOrg, startApprovalJob } from '../../services/employees/employee-approval';
import { requireApprovalAuthority } from '../../services/employees/payout-accounts';
import { EMPLOYEE_STATUS } from '../../../shared/domain/employees/employee';
import { pendingOrRefuse } from '../../data/table/approvable';
import { noteNothingChanged } from '../../core/audit-actor';

/**
 * All selected must be pending approval, or nothing is approved. Up to SYNC_APPROVAL_LIMIT are
 * approved here, within the request; more (each a Cognito call and a transaction: a hundred
 * would near the API's 29 s) become an approval job that the `employee-approvals` worker does
 * off the request path, a few at a time; the answer then carries its id for the page to follow
 * (docs/rules.md#bulk-approval-off-the-request-path). An import's change of an employee's bank
 * account or mobile number takes effect at approval, through the payout-account gate.
 */
export const handler = makeHandler(approveEmployees, async ({ ICNumbers, orgId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const wanted = [...new Set(ICNumbers)];
  const employees = await getEmployees(org, wanted);
  const found = new Set(employees.map((e) => e.employeeICNumber));
  const missing = wanted.filter((ic) => !found.has(ic));
  if (missing.length) throw new AppError('NOT_FOUND', `There is no employee with IC number ${missing.join(', ')}.`);
  pendingOrRefuse(employees, { mode: 'all', pending: (e) => e.status === EMPLOYEE_STATUS.pending });

  const at = epochSeconds();
  // Approving an import's change of where wages go needs the approver's fresh sign-in, checked
  // here for a job too: the worker applies it under this call's authority.
  requireApprovalAuthority(caller, employees, at);
  if (employees.length > SYNC_APPROVAL_LIMIT) {
    const job = await startApprovalJob(org, employees, caller.email, at);
    // The worker approves them, each with its audit entry naming this caller (the queue carries it).
    noteNothingChanged();
    return { approved: 0, invited: 0, jobId: job.jobId, total: job.total };
  }
  const organisation = await approvingOrg(org);
  let invited = 0;
  for (const employee of employees) {
    if (await approveOne(employee, organisation, caller.email, at)) invited += 1;
  }
  return { approved: employees.length, invited };
});
