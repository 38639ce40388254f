import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { epochSeconds } from '../../shared/domain/time/time';
import { SYNC_APPROVAL_LIMIT, type ApprovalJob } from '../../shared/domain/employees/employee-approval';
import { createCognitoUser } from '../../lambdas/core/clients/cognito';
import { createApprovalJob, getApprovalJob, moveApprovalStep } from '../../lambdas/data/employees/approval-jobs';
import { countDirectory, getEmployeeCounts } from '../../lambdas/data/employees/employee-counts';
import { approveEmployeeRecord, createEmployee, getEmployee } from '../../lambdas/data/employees/employees';
import { runApprovalJob } from '../../lambdas/services/employees/employee-approval';
import { callApi, expectOk, expectRefused, okBody, outboxMessages } from '../support/api';
import { freshOrgWithManager } from '../support/fresh-org';

/** A fresh organisation of this file's own with a signed-in Manager. */
const freshOrg = () => freshOrgWithManager({ idPrefix: 'apj', label: 'Approval Test' });

/** `count` employees pending approval; every other one has an e-mail (a login and an invitation on approval). */
async function pendingEmployees(orgId: string, count: number) {
  const tag = ulid().slice(-8);
  const at = epochSeconds();
  const made = [];
  for (let i = 0; i < count; i++) {
    const ic = `A${tag}${String(i).padStart(3, '0')}`;
    const email = i % 2 === 0 ? `apj-${tag.toLowerCase()}-${i}@example.my` : undefined;
    made.push(
      await createEmployee({
        employeeICNumber: ic,
        orgId,
        firstName: `Staff${i}`,
        lastName: 'Waiting',
        name: `Staff${i} Waiting`,
        ...(email ? { email } : {}),
        status: 'pending-approval',
        advancePayWithdrawalsDisabled: false,
        createdAt: at,
        modifiedAt: at,
      }),
    );
  }
  return made;
}

async function waitForJob(token: string, jobId: string): Promise<ApprovalJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = okBody(await callApi('employees-getApprovalJob', { jobId }, token));
    if (job.status === 'done') return job;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} not done: ${JSON.stringify(job)}`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

/** A job as the callable records it, without sending it to the queue (the test runs the worker's step itself). */
async function recordJob(orgId: string, employees: { employeeICNumber: string; name: string }[], by: string) {
  const job: ApprovalJob = {
    jobId: ulid(),
    orgId,
    status: 'running',
    total: employees.length,
    approved: 0,
    invited: 0,
    failed: 0,
    createdAt: epochSeconds(),
    createdBy: by,
    employees: employees.map((e) => ({ employeeICNumber: e.employeeICNumber, name: e.name, status: 'waiting' })),
  };
  await createApprovalJob(job);
  return job;
}

describe('bulk approval off the request path', () => {
  let org: Awaited<ReturnType<typeof freshOrg>>;
  beforeAll(async () => {
    org = await freshOrg();
  });

  it(`approves up to ${SYNC_APPROVAL_LIMIT} within the request, as before`, async () => {
    const employees = await pendingEmployees(org.orgId, 3);
    const res = await callApi(
      'employees-approveEmployees',
      { ICNumbers: employees.map((e) => e.employeeICNumber) },
      org.token,
    );
    expectOk(res);
    expect(res.body).toEqual({ approved: 3, invited: 2 });
    // The invitation, before the person has chosen a language: English, Malay and Chinese.
    const invited = employees.find((e) => e.email);
    const invitation = (await outboxMessages(invited?.email)).find((m) => m.channel === 'email');
    expect(invitation?.subject).toMatch(
      /^Your .+ account is ready \/ Akaun .+ anda sudah sedia \/ 您的 .+ 账户已就绪$/,
    );
    for (const line of ['Temporary password: ', 'Kata laluan sementara: ', '临时密码：'])
      expect(invitation?.text).toContain(line);
    expect(invitation?.text.indexOf('Temporary password: ')).toBeLessThan(invitation?.text.indexOf('临时密码：') ?? 0);
  });

  it(
    'accepts 40 as a job, shows its progress, approves every one with one invitation each',
    { timeout: 120_000 },
    async () => {
      const employees = await pendingEmployees(org.orgId, 40);
      const res = await callApi(
        'employees-approveEmployees',
        { ICNumbers: employees.map((e) => e.employeeICNumber) },
        org.token,
      );
      expectOk(res);
      expect(res.body).toMatchObject({ approved: 0, invited: 0, total: 40 });
      expect(typeof res.body.jobId).toBe('string');
      const job = await waitForJob(org.token, res.body.jobId ?? '');
      expect(job).toMatchObject({ status: 'done', total: 40, approved: 40, invited: 20, failed: 0 });
      expect(job.employees.every((e) => e.status === 'approved')).toBe(true);
      for (const e of employees) expect((await getEmployee(org.orgId, e.employeeICNumber))?.status).toBe('approved');
      for (const e of employees.filter((x) => x.email).slice(0, 5))
        expect(await outboxMessages(e.email)).toHaveLength(1);
      expect(await getEmployeeCounts(org.orgId)).toEqual(await countDirectory(org.orgId));
    },
  );

  it('refuses the whole selection when one is not pending: no job', async () => {
    const employees = await pendingEmployees(org.orgId, 12);
    await approveEmployeeRecord(employees[5], undefined, 'someone', epochSeconds());
    expectRefused(
      await callApi('employees-approveEmployees', { ICNumbers: employees.map((e) => e.employeeICNumber) }, org.token),
      409,
      'Selected items are not Pending Approval!',
    );
    expect((await getEmployee(org.orgId, employees[0].employeeICNumber))?.status).toBe('pending-approval');
  });

  it('a job worked on twice at once approves and invites each employee once', { timeout: 120_000 }, async () => {
    const employees = await pendingEmployees(org.orgId, 16);
    const job = await recordJob(org.orgId, employees, org.manager.email);
    // One of the two may end early, leaving employees the other holds (SQS would deliver it again).
    await Promise.allSettled([runApprovalJob(job), runApprovalJob(job)]);
    await runApprovalJob(job); // a third delivery finds it done
    const after = await getApprovalJob(org.orgId, job.jobId);
    expect(after).toMatchObject({ status: 'done', approved: 16, invited: 8, failed: 0 });
    for (const e of employees.filter((x) => x.email)) expect(await outboxMessages(e.email)).toHaveLength(1);
    expect(await getEmployeeCounts(org.orgId)).toEqual(await countDirectory(org.orgId));
  });

  it('resumes after a stop between the login and the records, and reports each failure with its reason', async () => {
    const employees = await pendingEmployees(org.orgId, 4);
    const [crashed, approvedMeanwhile, taken, fine] = employees;
    const job = await recordJob(org.orgId, employees, org.manager.email);
    // A delivery stopped after making the login of `crashed` (recorded as creating-login).
    await moveApprovalStep(
      job,
      crashed.employeeICNumber,
      { status: 'waiting' },
      { name: crashed.name, status: 'creating-login', attempt: 'stopped', claimedAt: epochSeconds() - 3600 },
      epochSeconds() - 3600,
    );
    await createCognitoUser({
      email: crashed.email ?? '',
      password: 'Temp0rary!x',
      temporary: true,
      firstName: crashed.firstName,
      lastName: crashed.lastName,
      role: 'employee',
      tenantId: org.orgId,
      acceptedTerms: '',
    });
    // Someone approved one meanwhile; another's e-mail belongs to a login of someone else.
    await approveEmployeeRecord(approvedMeanwhile, undefined, 'someone', epochSeconds());
    await createCognitoUser({
      email: taken.email ?? '',
      password: 'Temp0rary!x',
      temporary: true,
      firstName: 'Other',
      lastName: 'Person',
      role: 'employee',
      tenantId: 'another-org',
      acceptedTerms: '',
    });
    await runApprovalJob(job);
    const after = await getApprovalJob(org.orgId, job.jobId);
    expect(after).toMatchObject({ status: 'done', total: 4, approved: 2, failed: 2 });
    const step = (ic: string) => after?.employees.find((e) => e.employeeICNumber === ic);
    expect(step(crashed.employeeICNumber)).toMatchObject({ status: 'approved', invited: true });
    expect(step(fine.employeeICNumber)).toMatchObject({ status: 'approved', invited: false });
    expect(step(approvedMeanwhile.employeeICNumber)).toMatchObject({
      status: 'failed',
      reason: 'Selected items are not Pending Approval!',
    });
    expect(step(taken.employeeICNumber)).toMatchObject({
      status: 'failed',
      reason: `The e-mail ${taken.email} cannot be used. Please enter another e-mail address. Change ${taken.name}'s e-mail first.`,
    });
    // Nothing half-done: the refused one is still pending, without a login of its own.
    expect((await getEmployee(org.orgId, taken.employeeICNumber))?.status).toBe('pending-approval');
  });

  it("another organisation's manager cannot read the job", async () => {
    const employees = await pendingEmployees(org.orgId, 1);
    const job = await recordJob(org.orgId, employees, org.manager.email);
    const other = await freshOrg();
    expectRefused(await callApi('employees-getApprovalJob', { jobId: job.jobId }, other.token), 404);
  });
});
