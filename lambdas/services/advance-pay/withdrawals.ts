import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { earnedWagesSen, periodOf, type Period } from '../../../shared/domain/advance-pay/advance-pay';

import { addSen, asSen, maxSen, subtractSen, ZERO_SEN, type Sen } from '../../../shared/domain/money/money';
import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import { policyTerms, type WithdrawalPolicyRecord } from '../../../shared/domain/advance-pay/withdrawal-policy';
import {
  applyingPolicy,
  frequencyExceeded,
  isCutOff,
  withdrawableSen,
  withdrawalRefusal,
  type PolicyTerms,
  type WithdrawalRefusal,
} from '../../../shared/domain/advance-pay/withdrawal-rules';
import {
  NO_SELF_LIMITS,
  ownCapMessage,
  selfCapLeftSen,
  selfLimitBlock,
  selfLimitsAt,
  type SelfLimitValues,
} from '../../../shared/domain/advance-pay/self-limits';
import { epochSeconds } from '../../../shared/domain/time/time';
import { approvedByRule } from '../../../shared/domain/advance-pay/auto-approval-rule';
import { AppError } from '../../../shared/registry/errors';
import {
  MISSING_STEP_FIELDS,
  MISSING_STEP_MESSAGES,
  missingWithdrawalSteps,
  type WithdrawalStepFacts,
} from '../../../shared/domain/advance-pay/withdrawal-steps';
import { PROFILE_NOT_FOUND } from '../../../shared/domain/employees/profile-limits';
import { scopeOrg, type Caller } from '../../core/caller';
import { listEmployeeAdvanceTransactions } from '../../data/advance-pay/advance-transactions';
import type { ManagementSettings } from '../../data/organisations/management-settings';
import type { CodeItem } from '../../data/advance-pay/withdrawal-codes';
import { readWithdrawalItems } from '../../data/advance-pay/withdrawal-facts';
import { listWithdrawalPolicies } from '../../data/advance-pay/withdrawal-policies';

/**
 * The evaluation of an employee's withdrawal request (docs/rules.md#advance-pay-limits and #refusals), shared by the
 * balance, the verification code and the initiation: the data is read once here and judged by
 * the pure rules of shared/domain/advance-pay/withdrawal-rules.ts.
 */

/** Refusal when no APPROVED policy applies to the employee: nothing is withdrawable (docs/rules.md#refusals). */
export const NO_POLICY_MESSAGE = 'No approved withdrawal policy applies to you yet. Please ask your manager.';
/** Refusal when the employee has no salary: no salary, no earned wages (docs/rules.md#advance-pay-limits). */
export const NO_SALARY_MESSAGE = 'Your salary is not recorded yet. Please ask your manager.';

/** What the rules were given and what they decided, for one employee at one moment. */
export interface WithdrawalEvaluation {
  at: Date;
  period: Period;
  advancePay: 'yes' | 'no';
  withdrawalsDisabled: boolean;
  policy: WithdrawalPolicyRecord | undefined;
  terms: PolicyTerms | undefined;
  salarySen: Sen | undefined;
  earnedSen: Sen;
  withdrawnSen: Sen;
  /** What can still be withdrawn this period. */
  withdrawableSen: Sen;
  /** The most "Withdrawn this period" may reach (the least cap): the condition of the new transaction's write. */
  maxWithdrawnSen: Sen;
  /** Earned wages not yet asked for this period (earned − withdrawn, never below 0): the dashboard's balance. */
  balanceSen: Sen;
  cutOff: boolean;
  frequencyExceeded: boolean;
  /** The employee's own limits in force (docs/rules.md#limits-you-set-yourself). */
  selfLimits: SelfLimitValues;
  /** The employee's own monthly cap leaves less than the employer's rules: it is the limit an amount meets. */
  ownCapBinds: boolean;
  /** What stops any request now, whatever the amount (undefined when a request may be made). */
  blocked: WithdrawalRefusal | { reason: 'noPolicy' | 'noSalary' | 'ownLock' | 'ownGap'; message: string } | undefined;
}

/** The data the rules judge (read by `loadWithdrawalEvaluation`; tests give it directly). */
export interface WithdrawalFacts {
  org: Pick<OrganisationRecord, 'advancePay' | 'cutoffDate' | 'advancePayMaxSen'>;
  employee: Pick<EmployeeRecord, 'salarySen' | 'advancePayWithdrawalsDisabled'>;
  policies: readonly WithdrawalPolicyRecord[];
  withdrawnSen: Sen;
  /** Times of the employee's earlier withdrawals that count (not rejected or cancelled). */
  previous: readonly Date[];
  at: Date;
  /** The employee's own limits in force (none when absent). */
  selfLimits?: SelfLimitValues;
}

/** The pure evaluation of the facts (no amount yet: see `refusalFor`). */
export function evaluateWithdrawal(f: WithdrawalFacts): WithdrawalEvaluation {
  const period = periodOf(f.at);
  const salarySen = f.employee.salarySen;
  const withPolicy = f.policies.map((p) => ({ ...policyTerms(p), policy: p }));
  const applying = applyingPolicy(withPolicy, salarySen);
  const terms = applying ? (({ policy: _p, ...t }) => t)(applying) : undefined;
  const earnedSen = earnedWagesSen(salarySen, f.at);
  const orgMaxSen = f.org.advancePayMaxSen;
  const employerWithdrawable = withdrawableSen({ earnedSen, withdrawnSen: f.withdrawnSen, policy: terms, orgMaxSen });
  const selfLimits = f.selfLimits ?? NO_SELF_LIMITS;
  // The employee's own cap only ever narrows what the employer allows.
  const ownLeft = selfCapLeftSen(selfLimits, f.withdrawnSen);
  const ownCapBinds = ownLeft !== undefined && ownLeft < employerWithdrawable;
  const withdrawable = ownCapBinds ? ownLeft : employerWithdrawable;
  const cutOff = isCutOff(f.org.cutoffDate, f.at);
  const exceeded = terms ? frequencyExceeded(terms, f.previous, f.at) : false;
  const advancePay = f.org.advancePay === 'yes' ? 'yes' : 'no';
  const withdrawalsDisabled = f.employee.advancePayWithdrawalsDisabled;
  const ruleBlock = withdrawalRefusal({
    advancePay,
    withdrawalsDisabled,
    cutOff,
    frequencyExceeded: exceeded,
    // An amount that passes the amount rules: only the rules that stop every amount are asked here.
    amountSen: asSen(Number.MAX_SAFE_INTEGER),
    withdrawableSen: asSen(Number.MAX_SAFE_INTEGER),
  });
  const blocked =
    ruleBlock ??
    (!salarySen ? { reason: 'noSalary' as const, message: NO_SALARY_MESSAGE } : undefined) ??
    (!terms ? { reason: 'noPolicy' as const, message: NO_POLICY_MESSAGE } : undefined) ??
    selfLimitBlock(selfLimits, f.previous, f.at);
  return {
    at: f.at,
    period,
    advancePay,
    withdrawalsDisabled,
    policy: applying?.policy,
    terms,
    salarySen,
    earnedSen,
    withdrawnSen: f.withdrawnSen,
    withdrawableSen: withdrawable,
    maxWithdrawnSen: addSen(f.withdrawnSen, withdrawable),
    balanceSen: maxSen(ZERO_SEN, subtractSen(earnedSen, f.withdrawnSen)),
    cutOff,
    frequencyExceeded: exceeded,
    selfLimits,
    ownCapBinds,
    blocked,
  };
}

/**
 * The first rule a request of `amountSen` breaks, in the order of docs/rules.md#refusals (organisation, disabled,
 * cut-off, frequency; then no salary / no policy; then the amount); undefined when it may go ahead.
 */
export function refusalFor(e: WithdrawalEvaluation, amountSen: Sen): { reason: string; message: string } | undefined {
  const refusal =
    e.blocked ??
    withdrawalRefusal({
      advancePay: e.advancePay,
      withdrawalsDisabled: e.withdrawalsDisabled,
      cutOff: e.cutOff,
      frequencyExceeded: e.frequencyExceeded,
      amountSen,
      withdrawableSen: e.withdrawableSen,
    });
  // Above what the employee's own cap leaves: say it is their own limit, and where to change it.
  if (refusal?.reason === 'aboveLimit' && e.ownCapBinds && e.selfLimits.monthlyCapSen !== null)
    return { reason: 'aboveOwnLimit', message: ownCapMessage(asSen(e.selfLimits.monthlyCapSen), e.withdrawableSen) };
  return refusal;
}

/** Throw the 422 of a refused request (the message is the rule's; `details` name the field and the rule). */
export function assertAllowed(e: WithdrawalEvaluation, amountSen: Sen, field = 'amount'): void {
  const refusal = refusalFor(e, amountSen);
  if (refusal)
    throw new AppError('FAILED_PRECONDITION', refusal.message, [
      {
        field: ['belowMinimum', 'aboveLimit', 'aboveOwnLimit'].includes(refusal.reason) ? field : refusal.reason,
        message: refusal.message,
      },
    ]);
}

/** Everything a request handler needs: the caller's org and employee, the evaluation, and the guard as read. */
export interface LoadedWithdrawal {
  orgId: string;
  org: OrganisationRecord;
  employee: EmployeeRecord;
  evaluation: WithdrawalEvaluation;
  guardTxId: string | undefined;
  /** The user's withdrawal code item, read with the facts when asked for (`also.code`). */
  code?: { item: CodeItem | undefined };
  /** The management settings, read with the facts when asked for (`also.settings`). */
  settings?: ManagementSettings;
  /** The reason of the employee's newest withdrawal (Get Paid offers it again), if any. */
  lastReason?: string;
  /** The employee's live withdrawals of this period the organisation's approval rule approved. */
  approvedByRuleThisPeriod: number;
}

/**
 * Read the facts of the caller's own request and evaluate them. The caller's user record (read by
 * the handler chain) gives the IC number; then ONE consistent BatchGetItem reads the employee
 * record, the frequency guard, the month summary ("Withdrawn this period"), the organisation and
 * its policy copies (and, when asked, the code item and the management settings); then ONE Query
 * reads the earlier withdrawals. Three DynamoDB reads a call with the user record.
 */
export async function loadWithdrawalEvaluation(
  caller: Caller,
  at: Date = new Date(),
  also: { code?: boolean; settings?: boolean } = {},
): Promise<LoadedWithdrawal> {
  const orgId = scopeOrg(caller, undefined);
  const ic = caller.user.employeeICNumber;
  if (!ic) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  const period = periodOf(at);
  // The guard is read (consistently) before the withdrawals' Query: a withdrawal the Query misses
  // was stored after this read, so it moved the guard, and this request's write then fails.
  const read = await readWithdrawalItems({ orgId, icNumber: ic, userId: caller.userId }, period.key, also);
  const { employee, org, guardTxId, withdrawnSen } = read;
  if (!employee) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  if (!org) throw new AppError('NOT_FOUND', 'Organisation not found!');
  const [policies, transactions] = await Promise.all([
    // An organisation whose policies predate their copies item: Query them (its first policy write makes the item).
    read.policies ?? listWithdrawalPolicies(orgId),
    listEmployeeAdvanceTransactions(orgId, ic),
  ]);
  const previous = transactions
    .filter((t) => t.status !== 'rejected' && t.status !== 'cancelled')
    .map((t) => new Date(t.createdAt * 1000));
  const selfLimits = selfLimitsAt(caller.user.selfLimits, epochSeconds(at));
  const evaluation = evaluateWithdrawal({ org, employee, policies, withdrawnSen, previous, at, selfLimits });
  const newest = transactions.reduce<(typeof transactions)[number] | undefined>(
    (a, t) => (!a || t.createdAt > a.createdAt ? t : a),
    undefined,
  );
  const approvedByRuleThisPeriod = transactions.filter(
    (t) =>
      t.periodKey === period.key &&
      t.status !== 'rejected' &&
      t.status !== 'cancelled' &&
      approvedByRule(t.history ?? []),
  ).length;
  return {
    orgId,
    org,
    employee,
    evaluation,
    guardTxId,
    approvedByRuleThisPeriod,
    code: read.code,
    settings: read.settings,
    ...(newest?.reasonForWithdrawal ? { lastReason: newest.reasonForWithdrawal } : {}),
  };
}

/**
 * 422 while the employee still misses a step of their own (shared/domain/advance-pay/withdrawal-steps.ts):
 * the first one, in the order the profile setup asks for them, with the field it names.
 */
export function assertWithdrawalSteps<E extends WithdrawalStepFacts>(
  employee: E,
): asserts employee is E & { mobileNumber: string } {
  const missing = missingWithdrawalSteps(employee);
  if (missing.length === 0) return;
  const step = missing[0];
  const message = MISSING_STEP_MESSAGES[step];
  throw new AppError('FAILED_PRECONDITION', message, [{ field: MISSING_STEP_FIELDS[step], message }]);
}
