import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { ulid } from 'ulid';
import { inEveryLanguage } from '../../../shared/i18n/server-messages';
import { EMPLOYEE_STATUS, unusableEmailMessage } from '../../../shared/domain/employees/employee';
import {
  approvalDone,
  type ApprovalJob,
  type ApprovalJobEmployee,
} from '../../../shared/domain/employees/employee-approval';
import { paths } from '../../../shared/routes';
import { AppError } from '../../../shared/registry/errors';
import { epochSeconds } from '../../../shared/domain/time/time';
import { sendToQueue } from '../../core/clients/queues';
import { createCognitoUser, deleteCognitoUser, isUsernameTaken } from '../../core/clients/cognito';
import { mapLimit } from '../../core/concurrency';
import { firstPassword, TEMPORARY_PASSWORD_DAYS } from '../../core/passwords';
import { siteLink } from '../../core/site-links';
import {
  createApprovalJob,
  finishApprovalJob,
  getApprovalJob,
  moveApprovalStep,
} from '../../data/employees/approval-jobs';
import { approveEmployeeRecord, getEmployee } from '../../data/employees/employees';
import { toUserItem } from '../../data/identity/users';
import { employeeStepItem } from '../../data/audit/people-audits';
import { sendEmail } from '../messages/outbox';
import { approvalPayoutChange } from './payout-accounts';
import { approvingOrg, type ApprovingOrg } from './inviting-org';
import { NOT_PENDING_MESSAGE } from '../../../shared/domain/organisations/approval';

/**
 * Employee approval (docs/rules.md#bulk-approval-off-the-request-path): one employee's approval
 * (login, records, invitation), used by the callable for a few employees and by the
 * `employee-approvals` worker for a bulk approval job.
 */

export { approvingOrg, type ApprovingOrg } from './inviting-org';

/** Said alike wherever the address is used (docs/rules.md#employees): only that this one cannot be. */
const loginTaken = (employee: EmployeeRecord) =>
  new AppError(
    'ALREADY_EXISTS',
    `${unusableEmailMessage(employee.email ?? '')} Change ${employee.name}'s e-mail first.`,
    [{ field: 'email', message: unusableEmailMessage(employee.email ?? '') }],
  );

/**
 * Approve an employee; one with an e-mail gets a Cognito login (role employee, their
 * organisation) with a temporary password, and the invitation through the outbox. The Cognito
 * user is removed again if the records cannot be written, so no login exists without its user
 * record. `ownLoginMayExist`: a previous attempt of this same job stopped after making the login
 * (the job recorded it was making it, and the employee's e-mail claim is theirs): that orphan is
 * replaced rather than refused. Answers whether an invitation was sent.
 */
export async function approveOne(
  pending: EmployeeRecord,
  org: ApprovingOrg,
  by: string,
  at: number,
  ownLoginMayExist = false,
): Promise<boolean> {
  // An imported change of where the wages go takes effect now (the payout-account gate; the
  // approver's fresh sign-in was checked at the call that approves or started the job).
  const gate = approvalPayoutChange(pending, by, at);
  const employee = gate.employee;
  // Its audit entry (docs/rules.md#audit-trail): approved, and whether a login was made.
  const audited = (login: boolean) => [
    ...gate.items,
    employeeStepItem(employee, 'approved', [
      { field: 'status', before: pending.status, after: EMPLOYEE_STATUS.approved },
      ...(login ? [{ field: 'login', after: 'created' }] : []),
    ]),
  ];
  if (!employee.email) {
    await approveEmployeeRecord(employee, undefined, by, at, audited(false));
    return false;
  }
  const email = employee.email;
  const password = firstPassword();
  const create = () =>
    createCognitoUser({
      email,
      password,
      temporary: true,
      firstName: employee.firstName,
      lastName: employee.lastName,
      role: 'employee',
      tenantId: employee.orgId,
      acceptedTerms: '',
    });
  let userId: string;
  try {
    userId = await create();
  } catch (err) {
    if (!isUsernameTaken(err)) throw err;
    if (!ownLoginMayExist) throw loginTaken(employee);
    await deleteCognitoUser(email);
    userId = await create();
  }
  const userItem = toUserItem({
    id: userId,
    tenantId: employee.orgId,
    orgId: employee.orgId,
    displayName: employee.name,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email,
    role: 'employee',
    status: 'Active',
    acceptedTerms: null,
    employeeICNumber: employee.employeeICNumber,
    createdAt: at,
    modifiedAt: at,
  });
  try {
    await approveEmployeeRecord(employee, { userItem }, by, at, audited(true));
  } catch (err) {
    await deleteCognitoUser(email).catch(() => undefined);
    throw err;
  }
  // The person has not chosen a language yet: English (the spec's words), Malay and Chinese.
  const link = siteLink(paths.login());
  await sendEmail({
    to: email,
    subject: inEveryLanguage((m) => m.format('sent.accountReadySubject', { orgName: org.name })).join(' / '),
    text: inEveryLanguage((m) =>
      [
        m.format('sent.hello', { firstName: employee.firstName }),
        '',
        m.format('sent.accountApproved', { orgName: org.name, link }),
        `  ${m.format('sent.organisationCode', { code: org.code })}`,
        `  ${m.format('sent.email', { email })}`,
        `  ${m.format('sent.temporaryPassword', { password })}`,
        '',
        m.format('sent.firstSignIn', { days: TEMPORARY_PASSWORD_DAYS }),
      ].join('\n'),
    ).join('\n\n— — —\n\n'),
  });
  return true;
}

/** The message of the `employee-approvals` queue: which job to work on. */
export interface ApprovalMessage {
  orgId: string;
  jobId: string;
}

/**
 * Record a bulk approval as a job (every employee `waiting`) and send it to the
 * `employee-approvals` work queue; the request answers at once with the job's id.
 */
export async function startApprovalJob(
  orgId: string,
  employees: readonly EmployeeRecord[],
  by: string,
  at: number,
): Promise<ApprovalJob> {
  const job: ApprovalJob = {
    jobId: ulid(),
    orgId,
    status: 'running',
    total: employees.length,
    approved: 0,
    invited: 0,
    failed: 0,
    createdAt: at,
    createdBy: by,
    employees: employees.map((e) => ({ employeeICNumber: e.employeeICNumber, name: e.name, status: 'waiting' })),
  };
  await createApprovalJob(job);
  const message: ApprovalMessage = { orgId, jobId: job.jobId };
  await sendToQueue('employee-approvals', [message]);
  return job;
}

/** Employees approved at once by one worker: Cognito's and the table's rates stay well within limits. */
export const APPROVAL_PARALLEL = 5;

/**
 * How long a delivery's claim on an employee (`creating-login`) holds: far more than one
 * approval takes (a Cognito call, a transaction, an e-mail). Another delivery of the same job
 * leaves a claimed employee alone until then, so two never make the same login.
 */
export const CLAIM_LEASE_SECONDS = 120;

type Outcome = 'done' | 'held' | { error: unknown };

/**
 * Work on a job (the worker; a message delivered again resumes it): every employee not yet
 * approved or failed, {@link APPROVAL_PARALLEL} at a time. Each employee is first claimed
 * (`creating-login`, with this delivery's attempt id), then moved to `approved` or `failed` (an
 * AppError: the reason shown to the manager). Another error (Cognito throttling, a timeout)
 * leaves the claim to expire and fails the message, so SQS delivers it again and the job
 * resumes from there; so does an employee another delivery still holds.
 */
export async function runApprovalJob({ orgId, jobId }: ApprovalMessage, now = () => epochSeconds()): Promise<void> {
  const job = await getApprovalJob(orgId, jobId);
  if (!job) throw new Error(`No approval job ${jobId} of ${orgId}`);
  if (job.status === 'done') return;
  const org = await approvingOrg(orgId);
  const open = job.employees.filter((e) => e.status === 'waiting' || e.status === 'creating-login');
  const outcomes = await mapLimit(open, APPROVAL_PARALLEL, async (entry): Promise<Outcome> => {
    const ic = entry.employeeICNumber;
    const asRead = { status: entry.status, attempt: entry.attempt };
    const resumed = entry.status === 'creating-login';
    if (resumed && now() - (entry.claimedAt ?? 0) < CLAIM_LEASE_SECONDS) return 'held';
    const step = (from: typeof asRead, to: Omit<ApprovalJobEmployee, 'employeeICNumber' | 'name'>) =>
      moveApprovalStep(job, ic, from, { name: entry.name, ...to }, now());
    try {
      const employee = await getEmployee(orgId, ic);
      if (!employee) {
        await step(asRead, { status: 'failed', reason: `There is no employee with IC number ${ic}.` });
        return 'done';
      }
      if (employee.status !== EMPLOYEE_STATUS.pending) {
        // Approved by an earlier delivery of this job that stopped before recording it.
        const ours = resumed && employee.approvedBy === job.createdBy;
        await step(
          asRead,
          ours
            ? { status: 'approved', invited: false, reason: 'Approved; the invitation may not have been sent.' }
            : { status: 'failed', reason: NOT_PENDING_MESSAGE },
        );
        return 'done';
      }
      const claim = { status: 'creating-login' as const, attempt: ulid() };
      if (!(await step(asRead, { ...claim, claimedAt: now() }))) return 'held';
      try {
        const invited = await approveOne(employee, org, job.createdBy, now(), resumed);
        await step(claim, { status: 'approved', invited });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        await step(claim, { status: 'failed', reason: err.message });
      }
      return 'done';
    } catch (err) {
      return { error: err };
    }
  });
  const after = await getApprovalJob(orgId, jobId);
  if (after && approvalDone(after) >= after.total) {
    await finishApprovalJob(after, now());
    return;
  }
  const failure = outcomes.find((o): o is { error: unknown } => typeof o === 'object');
  if (failure) throw failure.error instanceof Error ? failure.error : new Error('An approval step failed');
  // Employees another delivery holds: this message comes back later and finds them done.
  throw new Error(`Approval job ${jobId}: ${after ? after.total - approvalDone(after) : '?'} employee(s) not done yet`);
}
