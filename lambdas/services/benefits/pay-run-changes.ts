import { ulid } from 'ulid';
import {
  adminTransition,
  managementTransition,
  PAY_RUN_MESSAGES,
  type AdminStatus,
  type PayRunFieldsInSen,
  type PayRunRecord,
} from '../../../shared/domain/benefits/pay-run';
import { preparedByUser } from '../../../shared/domain/organisations/maker-checker';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId, type Caller } from '../../core/caller';
import {
  createPayRun,
  getPayRuns,
  listRunEmployees,
  replacePayRun,
  replacePayRuns,
  requirePayRun,
} from '../../data/benefits/pay-runs';
import { makerCheckerRefusal } from '../../data/organisations/orgs';
import {
  approvalChecks,
  approvalRuleFor,
  NOT_PREPARED_BY_APPROVER,
  notPreparedByApproverParts,
  refuseOwnPreparations,
} from '../organisations/maker-checker';
import { computeRunFor, newPayRun, requireAdminRun, runFields, writePayoutFiles } from './pay-runs';

/**
 * A benefit pay run's life (docs/rules.md#benefit-pay-runs), one function per callable: management
 * creates, edits, submits, deletes and approves runs of its own organisation; an administrator moves
 * an approved run on to payment and completion. Each reads the run(s), checks the transition of
 * shared/domain/benefits/pay-run.ts, and writes through lambdas/data/benefits/pay-runs.ts
 * conditionally on the status (and version) read. Computing a run and writing its payout files
 * are in ./pay-runs.ts.
 */

/** Compute the run from the organisation's records now and store it as draft (422 when nobody is eligible). */
export async function createPayRunDraft(caller: Caller, fields: PayRunFieldsInSen): Promise<PayRunRecord> {
  const orgId = ownOrgId(caller);
  const computed = await computeRunFor(orgId, fields);
  const run = newPayRun(orgId, fields, computed, { userId: caller.userId, name: callerName(caller) }, epochSeconds());
  return createPayRun(run, computed.employees);
}

/**
 * Edit a draft or pending_approval run: recomputed from the current records and saved as draft,
 * its approval cleared; conditional on the status (and `modifiedAt`) read.
 */
export async function editPayRun(
  caller: Caller,
  { payRunId, modifiedAt, ...fields }: PayRunFieldsInSen & { payRunId: string; modifiedAt?: number },
): Promise<PayRunRecord> {
  const orgId = ownOrgId(caller);
  const before = await requirePayRun(orgId, payRunId);
  const decision = managementTransition('update', before.status);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  if (modifiedAt !== undefined && modifiedAt !== before.modifiedAt)
    throw new AppError('INVALID_STATE', 'The pay run was changed by someone else meanwhile. Reload and try again.');
  const computed = await computeRunFor(orgId, fields);
  const { approvedBy: _by, approvedAt: _at, eligibleTeams: _t, eligibleCategories: _c, ...kept } = before;
  const after: PayRunRecord = {
    ...kept,
    ...runFields(fields, computed),
    status: 'draft',
    computationId: ulid(),
    modifiedBy: callerName(caller),
    modifiedAt: epochSeconds(),
    // The editor decides what is paid now: not its approver (docs/rules.md#maker-checker).
    ...preparedByUser({ userId: caller.userId, name: callerName(caller) }),
  };
  return replacePayRun(before, after, 'changed', {
    employees: computed.employees,
    previous: await listRunEmployees(before),
  });
}

/** draft → pending_approval. */
export async function submitPayRunForApproval(caller: Caller, payRunId: string): Promise<PayRunRecord> {
  const before = await requirePayRun(ownOrgId(caller), payRunId);
  const decision = managementTransition('submit', before.status);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  return replacePayRun(
    before,
    {
      ...before,
      status: 'pending_approval',
      modifiedBy: callerName(caller),
      modifiedAt: epochSeconds(),
    },
    'submitted for approval',
  );
}

/** Soft delete (status deleted) of a run not yet approved. */
export async function deletePayRunOf(caller: Caller, payRunId: string): Promise<{ deleted: true }> {
  const before = await requirePayRun(ownOrgId(caller), payRunId);
  const decision = managementTransition('delete', before.status);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  await replacePayRun(
    before,
    {
      ...before,
      status: 'deleted',
      modifiedBy: callerName(caller),
      modifiedAt: epochSeconds(),
    },
    'deleted',
  );
  return { deleted: true };
}

/**
 * Approve pay runs, all or nothing: every one must exist and be pending_approval. An already
 * approved one is refused with 'Pay Run is Already Approved!', any other status with the list
 * screen's 'Only select pay runs with the 'pending_approval' status!'. A run the approver
 * prepared refuses the whole selection (409, docs/rules.md#maker-checker). ONE transaction writes
 * them all, each conditional on the status read (and, with the rule on, not prepared by the approver).
 */
export async function approvePayRunSelection(
  caller: Caller,
  payRunIds: readonly string[],
): Promise<{ approved: number }> {
  const rule = await approvalRuleFor(caller);
  const ids = [...new Set(payRunIds)];
  const found = (await getPayRuns(rule.orgId, ids)).filter((r) => r.status !== 'deleted');
  const missing = ids.filter((id) => !found.some((r) => r.id === id));
  if (missing.length)
    throw new AppError(
      'NOT_FOUND',
      PAY_RUN_MESSAGES.notFound,
      missing.map((id) => ({ field: 'payRunIds', message: `There is no pay run ${id}` })),
    );
  const refused = found.filter((r) => !managementTransition('approve', r.status).allowed);
  if (refused.length) {
    const message = refused.every((r) => r.status === 'approved')
      ? PAY_RUN_MESSAGES.alreadyApproved
      : PAY_RUN_MESSAGES.onlyPending;
    throw new AppError(
      'INVALID_STATE',
      message,
      refused.map((r) => ({ field: 'payRunIds', message: `${r.benefitName} (${r.period}) is ${r.status}` })),
    );
  }
  refuseOwnPreparations(rule, found, 'payRunIds', (r) => `the pay run ${r.benefitName} (${r.period})`);
  const by = callerName(caller);
  const at = epochSeconds();
  const { names, values } = notPreparedByApproverParts(rule);
  await replacePayRuns(
    found.map((before) => ({
      before,
      after: { ...before, status: 'approved', approvedBy: by, approvedAt: at, modifiedBy: by, modifiedAt: at },
    })),
    'approved',
    {
      ...(rule.ruleOn ? { condition: { expression: NOT_PREPARED_BY_APPROVER, names, values } } : {}),
      extra: approvalChecks(rule, found),
      refusal: (err, first) => makerCheckerRefusal(err, first),
    },
  );
  return { approved: found.length };
}

/** An administrator's status change of a pay run. */
export interface AdminPayRunChange {
  status: AdminStatus;
  orgId: string;
  id: string;
  /** At completion: the employees whose payment failed. */
  employees?: string[];
  reason?: string;
}

/**
 * An administrator's status change: only the next status or cancelled, never out of completed or
 * cancelled (409), conditional on the status read. Pending payment writes the payout files first
 * and records them on the run; completed records the failed payments, each of an employee the
 * run paid.
 */
export async function changePayRunStatus(
  caller: Caller,
  { status, orgId, id, employees, reason }: AdminPayRunChange,
): Promise<PayRunRecord> {
  const { orgName: _name, ...before } = await requireAdminRun(orgId, id);
  const decision = adminTransition(before.status, status);
  if (!decision.allowed) throw new AppError('INVALID_STATE', decision.reason);
  const at = epochSeconds();
  let after: PayRunRecord = { ...before, status, modifiedBy: callerName(caller), modifiedAt: at };

  if (status === 'pending_payment') {
    after = { ...after, payoutFiles: await writePayoutFiles(before, await listRunEmployees(before)) };
  }
  if (status === 'completed') {
    const failed = [...new Set(employees ?? [])];
    if (failed.length) {
      const paid = new Set((await listRunEmployees(before)).filter((e) => e.eligible).map((e) => e.employeeNumber));
      const strangers = failed.filter((ic) => !paid.has(ic));
      if (strangers.length)
        throw new AppError(
          'INVALID_ARGUMENT',
          'Choose only employees this pay run paid.',
          strangers.map((ic) => ({ field: 'employees', message: `${ic} is not paid by this pay run` })),
        );
    }
    after = {
      ...after,
      completedAt: at,
      ...(failed.length ? { failedEmployees: failed, failureReason: reason ?? '' } : {}),
    };
  }
  return replacePayRun(before, after, ADMIN_AUDIT_ACTIONS[status]);
}

/** How the audit trail names an administrator's status change (docs/rules.md#audit-trail). */
const ADMIN_AUDIT_ACTIONS: Record<AdminStatus, string> = {
  approved: 'approved',
  pending_payment: 'payout files written',
  processing: 'processing',
  completed: 'completed',
  cancelled: 'cancelled',
};
