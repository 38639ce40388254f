import { ulid } from 'ulid';
import type { Employee } from '../../shared/domain/employee';
import type { ApprovalJob, ApprovalStep } from '../../shared/domain/employee-approval';
import { paths } from '../../shared/routes';
import { AppError } from '../../shared/registry/errors';
import { epochSeconds } from '../../shared/domain/time';
import { sendToQueue } from '../core/clients/queues';
import { createCognitoUser, deleteCognitoUser, isUsernameTaken } from '../core/clients/cognito';
import { mapLimit } from '../core/concurrency';
import { firstPassword, TEMPORARY_PASSWORD_DAYS } from '../core/passwords';
import { siteLink } from '../core/site-links';
import { createApprovalJob, finishApprovalJob, getApprovalJob, moveApprovalStep } from '../data/approval-jobs';
import { approveEmployeeRecord, getEmployee } from '../data/employees';
import { getOrg } from '../data/orgs';
import { toUserItem } from '../data/users';
import { sendEmail } from './outbox';

/**
 * Employee approval (docs/rules.md#bulk-approval-off-the-request-path): one employee's approval
 * (login, records, invitation), used by the callable for a few employees and by the
 * `employee-approvals` worker for a bulk approval job.
 */

/** What the invitation names: the organisation's code and name. */
export interface ApprovingOrg {
  code: string;
  name: string;
}

export async function approvingOrg(orgId: string): Promise<ApprovingOrg> {
  const org = await getOrg(orgId);
  return { code: org?.domain ?? orgId, name: org?.name ?? orgId };
}

const loginTaken = (employee: Employee) =>
  new AppError(
    'ALREADY_EXISTS',
    `A login with the e-mail ${employee.email} already exists; change ${employee.name}'s e-mail first.`,
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
  employee: Employee,
  org: ApprovingOrg,
  by: string,
  at: number,
  ownLoginMayExist = false,
): Promise<boolean> {
  if (!employee.email) {
    await approveEmployeeRecord(employee, undefined, by, at);
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
    await approveEmployeeRecord(employee, { userItem }, by, at);
  } catch (err) {
    await deleteCognitoUser(email).catch(() => undefined);
    throw err;
  }
  await sendEmail({
    to: email,
    subject: `Your ${org.name} account is ready`,
    text: [
      `Hello ${employee.firstName},`,
      '',
      `${org.name} has approved your account. Sign in at ${siteLink(paths.login())} with:`,
      `  Organisation code: ${org.code}`,
      `  E-mail: ${email}`,
      `  Temporary password: ${password}`,
      '',
      `At your first sign-in you choose your own password; the temporary one then stops working. It expires in ${TEMPORARY_PASSWORD_DAYS} days.`,
    ].join('\n'),
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
  employees: readonly Employee[],
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

const NOT_PENDING = 'Selected items are not Pending Approval!';

/**
 * Work on a job (the worker; a message delivered again resumes it): every employee not yet
 * approved or failed, {@link APPROVAL_PARALLEL} at a time. Each employee first moves to
 * `creating-login`, then to `approved` or `failed` (an AppError: the reason shown to the
 * manager); another error (Cognito throttling, a timeout) leaves them where they are and fails
 * the message, so SQS delivers it again and the job resumes from there.
 */
export async function runApprovalJob({ orgId, jobId }: ApprovalMessage, now = () => epochSeconds()): Promise<void> {
  const job = await getApprovalJob(orgId, jobId);
  if (!job) throw new Error(`No approval job ${jobId} of ${orgId}`);
  if (job.status === 'done') return;
  const org = await approvingOrg(orgId);
  const open = job.employees.filter((e) => e.status === 'waiting' || e.status === 'creating-login');
  const errors = await mapLimit(open, APPROVAL_PARALLEL, async (entry): Promise<unknown> => {
    const ic = entry.employeeICNumber;
    const fail = (reason: string) =>
      moveApprovalStep(job, ic, ['waiting', 'creating-login'], { name: entry.name, status: 'failed', reason }, now());
    try {
      const employee = await getEmployee(orgId, ic);
      const wasCreating = entry.status === 'creating-login';
      if (!employee) {
        await fail(`There is no employee with IC number ${ic}.`);
        return undefined;
      }
      if (employee.status !== 'pending-approval') {
        // Approved by an earlier delivery of this job that stopped before recording it.
        if (wasCreating && employee.approvedBy === job.createdBy) {
          await moveApprovalStep(
            job,
            ic,
            ['creating-login'],
            {
              name: entry.name,
              status: 'approved',
              invited: false,
              reason: 'Approved; the invitation may not have been sent.',
            },
            now(),
          );
        } else await fail(NOT_PENDING);
        return undefined;
      }
      const from: ApprovalStep[] = ['waiting', 'creating-login'];
      if (!(await moveApprovalStep(job, ic, from, { name: entry.name, status: 'creating-login' }, now())))
        return undefined;
      const invited = await approveOne(employee, org, job.createdBy, now(), wasCreating);
      await moveApprovalStep(job, ic, ['creating-login'], { name: entry.name, status: 'approved', invited }, now());
      return undefined;
    } catch (err) {
      if (err instanceof AppError) {
        await fail(err.message);
        return undefined;
      }
      return err;
    }
  });
  const failure = errors.find((e) => e !== undefined);
  if (failure) throw failure instanceof Error ? failure : new Error('An approval step failed', { cause: failure });
  const after = await getApprovalJob(orgId, jobId);
  if (after && after.approved + after.failed >= after.total) await finishApprovalJob(after, now());
}
