import {
  LIMIT_STATUSES,
  type AdvanceStatus,
  type AdvanceTransactionRecord,
} from '../../shared/domain/advance-pay/advance-transaction';
import { earnedWagesSen, periodFromParts, periodOf, type Period } from '../../shared/domain/advance-pay/advance-pay';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { asSen, minSen, rmToSen, type Sen, subtractSen, sumSen, ZERO_SEN } from '../../shared/domain/money/money';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { policyTerms } from '../../shared/domain/advance-pay/withdrawal-policy';
import {
  applyingPolicy,
  klDaysBetween,
  serviceFee,
  withdrawableSen,
  MIN_WITHDRAWAL_SEN,
  type PolicyTerms,
} from '../../shared/domain/advance-pay/withdrawal-rules';
import { addWorkingDays, nextEndOfDayRun, TRANSFER_WORKING_DAYS } from '../../shared/domain/time/working-days';
import { gazettedCalendar } from '../../shared/domain/time/gazetted-holidays';

/** The plan's working days skip the gazetted holidays (the seed stores them: seedGazettedHolidays). */
const HOLIDAYS = gazettedCalendar();
import { getEmployee } from '../../lambdas/data/employees/employees';
import { getOrg } from '../../lambdas/data/organisations/orgs';
import {
  ADMIN_NAME,
  END_OF_DAY_BY,
  HOUR,
  DAY,
  OrgDemo,
  REJECT_REASONS,
  CANCEL_REASONS,
  OUTCOMES,
  REASON_WEIGHTS,
  prng,
  seedUlid,
} from './seed-advance-pay-demo';

const pickReason = (rnd: () => number): string => {
  const entries = Object.entries(REASON_WEIGHTS);
  let n = rnd() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [reason, w] of entries) {
    n -= w;
    if (n < 0) return reason;
  }
  return entries[0][0];
};

// ---------------------------------------------------------------------------------------------
// Time in Malaysia (UTC+8, no daylight saving)

/** Unix seconds of a Malaysian wall-clock time. */
const klSeconds = (year: number, month: number, day: number, hour: number, minute: number) =>
  Date.UTC(year, month - 1, day, hour - 8, minute) / 1000;
/** Unix seconds of 'yyyy-MM-dd' at a Malaysian hour. */
const klDateSeconds = (date: string, hour: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return klSeconds(y, m, d, hour, 0);
};
/** The period `by` months after (negative: before) `period`. */
const shiftPeriod = (period: Period, by: number): Period => {
  const index = period.year * 12 + (period.month - 1) + by;
  return periodFromParts(Math.floor(index / 12), (index % 12) + 1);
};
const daysIn = (p: Period) => new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();

// ---------------------------------------------------------------------------------------------
// The plan: every withdrawal with its status changes, computed from the anchor alone

interface Step {
  status: AdvanceStatus;
  at: number;
  by: string;
  reason?: string;
  transferDate?: string;
}

/** One planned withdrawal: the transaction as first stored (pending) and its later status changes. */
export interface PlannedWithdrawal {
  base: AdvanceTransactionRecord;
  steps: Step[];
}

/** The status changes of a withdrawal asked for at `createdAt` that ends `target` (the first step is the request). */
function timeline(
  target: AdvanceStatus,
  createdAt: number,
  requestedBy: string,
  approver: string,
  rnd: () => number,
): Step[] {
  const steps: Step[] = [{ status: 'pending', at: createdAt, by: requestedBy }];
  if (target === 'pending') return steps;
  if (target === 'rejected') {
    steps.push({
      status: 'rejected',
      at: createdAt + HOUR + Math.floor(rnd() * 7 * HOUR),
      by: approver,
      reason: REJECT_REASONS[Math.floor(rnd() * REJECT_REASONS.length)],
    });
    return steps;
  }
  const approvedAt = createdAt + HOUR + Math.floor(rnd() * 4 * HOUR);
  steps.push({ status: 'approved', at: approvedAt, by: approver });
  if (target === 'approved') return steps;
  const endOfDay = epochSeconds(nextEndOfDayRun(new Date(approvedAt * 1000), HOLIDAYS));
  if (target === 'cancelled') {
    // The administrator cancels it before the end-of-day run sends it to the bank.
    const at = Math.max(approvedAt + 60, Math.min(approvedAt + 20 * 60, endOfDay - 10 * 60));
    steps.push({
      status: 'cancelled',
      at,
      by: ADMIN_NAME,
      reason: CANCEL_REASONS[Math.floor(rnd() * CANCEL_REASONS.length)],
    });
    return steps;
  }
  steps.push({ status: 'processing', at: endOfDay, by: END_OF_DAY_BY });
  if (target === 'processing') return steps;
  const transferDate = addWorkingDays(klDate(new Date(endOfDay * 1000)), TRANSFER_WORKING_DAYS, HOLIDAYS);
  steps.push({ status: 'completed', at: klDateSeconds(transferDate, 11), by: ADMIN_NAME, transferDate });
  return steps;
}

/** The transaction after its first `count` steps (count 1: as requested). */
export function versionAfter(plan: PlannedWithdrawal, count: number): AdvanceTransactionRecord {
  const steps = plan.steps.slice(0, count);
  const last = steps[steps.length - 1];
  const tx: AdvanceTransactionRecord = {
    ...plan.base,
    status: last.status,
    modifiedAt: last.at,
    modifiedBy: last.by,
    history: steps.map(({ status, at, by, reason }) => ({ status, at, by, ...(reason ? { reason } : {}) })),
  };
  if (steps.some((s) => s.status === 'processing')) tx.sentToBank = true;
  if (last.transferDate) tx.transferDate = last.transferDate;
  if (last.reason) tx.reason = last.reason;
  return tx;
}

interface PlanContext {
  org: OrganisationRecord;
  demo: OrgDemo;
  policies: PolicyTerms[];
  anchor: number;
}

const isLive = (status: AdvanceStatus) => (LIMIT_STATUSES as readonly AdvanceStatus[]).includes(status);
const finalStatus = (p: PlannedWithdrawal) => p.steps[p.steps.length - 1].status;
/** What a demo login keeps withdrawable in the current month (RM 300), if their earned wages allow. */
const LOGIN_RESERVE_SEN = asSen(30_000);
/** Minimum whole days between two counted withdrawals under a frequency (ONCE_PER_MONTH: one per period). */
const FREQUENCY_DAYS = { DAILY: 1, ONCE_A_WEEK: 7, ONCE_EVERY_TWO_WEEKS: 14, ONCE_PER_MONTH: 0 } as const;

/** The withdrawals of one employee, oldest first. */
function planEmployee(
  ctx: PlanContext,
  employee: EmployeeRecord,
  who: OrgDemo['employees'][number],
  index: number,
): PlannedWithdrawal[] {
  const { org, demo, anchor } = ctx;
  const salarySen = employee.salarySen ?? ZERO_SEN;
  const policy = applyingPolicy(ctx.policies, salarySen);
  if (!policy || !salarySen) return [];
  const orgMaxSen = org.advancePayMaxSen;
  const requestedBy = employee.name;
  const anchorPeriod = periodOf(new Date(anchor * 1000));
  const rnd = prng(`${org.id}|${employee.employeeICNumber}|${anchorPeriod.key}`);
  const planned: PlannedWithdrawal[] = [];

  const liveSumSen = (periodKey: string) =>
    sumSen(
      planned.filter((p) => p.base.periodKey === periodKey && isLive(finalStatus(p))).map((p) => p.base.amountSen),
    );
  const frequencyClash = (createdAt: number, periodKey: string) =>
    planned.some((p) => {
      if (!isLive(finalStatus(p))) return false;
      if (policy.withdrawalFrequency === 'ONCE_PER_MONTH') return p.base.periodKey === periodKey;
      return (
        Math.abs(klDaysBetween(new Date(p.base.createdAt * 1000), new Date(createdAt * 1000))) <
        FREQUENCY_DAYS[policy.withdrawalFrequency]
      );
    });

  /** A withdrawal asked for at `createdAt` ending `target`, or undefined when the rules would not have let it through. */
  const attempt = (createdAt: number, target: AdvanceStatus, slot: string): PlannedWithdrawal | undefined => {
    const period = periodOf(new Date(createdAt * 1000));
    if (isLive(target) && frequencyClash(createdAt, period.key)) return undefined;
    const withdrawnSen = liveSumSen(period.key);
    let capSen = withdrawableSen({
      earnedSen: earnedWagesSen(salarySen, new Date(createdAt * 1000)),
      withdrawnSen,
      policy,
      orgMaxSen,
    });
    // A demo login keeps some room in the current month (it may ask today).
    if (who.login && period.key === anchorPeriod.key) {
      capSen = minSen(
        capSen,
        subtractSen(
          withdrawableSen({
            earnedSen: earnedWagesSen(salarySen, new Date(anchor * 1000)),
            withdrawnSen,
            policy,
            orgMaxSen,
          }),
          LOGIN_RESERVE_SEN,
        ),
      );
    }
    const wantedSen = rmToSen(100 + 10 * Math.floor(rnd() * 71));
    const amountSen: Sen = minSen(wantedSen, asSen(Math.floor(capSen / 1000) * 1000));
    if (amountSen < MIN_WITHDRAWAL_SEN) return undefined;
    const approver = demo.approvers[Math.floor(rnd() * demo.approvers.length)];
    const steps = timeline(target, createdAt, requestedBy, approver, rnd);
    const { feeSen, netAmountSen } = serviceFee(
      amountSen,
      org.serviceFeePercentage ?? 0,
      org.serviceFeePaidBy ?? 'employee',
    );
    const base: AdvanceTransactionRecord = {
      id: seedUlid(createdAt * 1000 + (index % 1000), `${org.id}|${employee.employeeICNumber}|${slot}`),
      orgId: org.id,
      orgName: org.name,
      employeeICNumber: employee.employeeICNumber,
      ...(employee.email ? { email: employee.email } : {}),
      status: 'pending',
      period: period.text,
      periodKey: period.key,
      amountSen,
      netAmountSen,
      feeSen,
      serviceFeePaidBy: org.serviceFeePaidBy ?? 'employee',
      salarySen: employee.salarySen,
      banking: { bank: employee.bank, bankCode: employee.bankCode, accountNumber: employee.accountNumber },
      reasonForWithdrawal: pickReason(rnd),
      createdBy: requestedBy,
      createdAt,
      modifiedAt: createdAt,
      modifiedBy: requestedBy,
      history: [{ status: 'pending', at: createdAt, by: requestedBy }],
    };
    return { base, steps };
  };

  // The months behind us: up to three requests a month, each finished (completed, rejected or
  // cancelled); in the current month only those made at least 10 days ago.
  const planFinished = (back: number) => {
    const period = shiftPeriod(anchorPeriod, -back);
    for (const [k, firstDay] of [2, 10, 18].entries()) {
      const day = Math.min(daysIn(period), firstDay + Math.floor(rnd() * 8));
      const createdAt = klSeconds(period.year, period.month, day, 7 + Math.floor(rnd() * 14), Math.floor(rnd() * 60));
      if (createdAt > anchor - 10 * DAY) continue;
      const target = OUTCOMES[(index * 4 + back * 3 + k) % OUTCOMES.length];
      const plan = attempt(createdAt, target, `${period.key}|${k}`);
      if (!plan || plan.steps[plan.steps.length - 1].at > anchor) continue;
      planned.push(plan);
    }
  };

  // The open ones (pending, approved, processing): the latest requests, as they would stand now.
  // A demo login's start before today, so its frequency still lets it ask today.
  const todayStart = klDateSeconds(klDate(new Date(anchor * 1000)), 0);
  const planOpen = () => {
    for (const target of who.open ?? []) {
      const start = (who.login ? todayStart : anchor) - HOUR - Math.floor(rnd() * HOUR);
      for (let createdAt = start; createdAt > anchor - 25 * DAY; createdAt -= 3 * HOUR) {
        const plan = attempt(createdAt, target, `open|${target}`);
        if (!plan) continue;
        const steps = plan.steps;
        const last = steps[steps.length - 1];
        if (last.at > anchor) continue;
        // Would it have moved on by now? An approved one waits for the next end-of-day run; a processing one for its transfer.
        if (target === 'approved' && epochSeconds(nextEndOfDayRun(new Date(last.at * 1000), HOLIDAYS)) <= anchor)
          continue;
        if (target === 'processing' && completionAfter(last.at) <= anchor) continue;
        planned.push(plan);
        break;
      }
    }
  };

  // A demo login's open request is planned before the current month's finished ones, so they
  // cannot use up the month's room before it (docs/demo-data.md: employee@demo.test has an approved request
  // waiting for the end of day whenever its earned wages allow one besides the room it keeps).
  for (const back of [3, 2, 1]) planFinished(back);
  if (who.login) {
    planOpen();
    planFinished(0);
  } else {
    planFinished(0);
    planOpen();
  }
  planned.sort((a, b) => a.base.createdAt - b.base.createdAt);

  // A demo login keeps room to ask today: nothing counted in the last frequency window, and at
  // least the minimum still withdrawable this period (drop its latest requests until so).
  if (who.login) {
    const at = new Date(anchor * 1000);
    const current = periodOf(at).key;
    const earnedSen = earnedWagesSen(salarySen, at);
    const possible = withdrawableSen({ earnedSen, withdrawnSen: ZERO_SEN, policy, orgMaxSen }) >= MIN_WITHDRAWAL_SEN;
    const blocks = (p: PlannedWithdrawal) => isLive(finalStatus(p)) && p.base.periodKey === current;
    for (;;) {
      const room = withdrawableSen({ earnedSen, withdrawnSen: liveSumSen(current), policy, orgMaxSen });
      const clash = frequencyClash(anchor, current);
      if (!clash && (room >= MIN_WITHDRAWAL_SEN || !possible)) break;
      const latest = planned
        .map((p, i) => ({ p, i }))
        .filter(({ p }) => blocks(p) || (clash && isLive(finalStatus(p))))
        .pop();
      if (!latest) break;
      planned.splice(latest.i, 1);
    }
  }
  return planned;
}

/** When a withdrawal sent to the bank at `processingAt` is completed (its transfer date, 11:00). */
function completionAfter(processingAt: number): number {
  return klDateSeconds(addWorkingDays(klDate(new Date(processingAt * 1000)), TRANSFER_WORKING_DAYS, HOLIDAYS), 11);
}

/** Every planned withdrawal of one demo organisation, oldest first. */
export async function planOrgWithdrawals(demo: OrgDemo, anchor: number): Promise<PlannedWithdrawal[]> {
  const org = await getOrg(demo.orgId);
  if (!org || org.advancePay !== 'yes') return [];
  const policies = demo.policies(anchor).map(policyTerms);
  const out: PlannedWithdrawal[] = [];
  for (const [index, who] of demo.employees.entries()) {
    const employee = await getEmployee(demo.orgId, who.icNumber);
    if (!employee || employee.status !== 'approved' || employee.advancePayWithdrawalsDisabled) continue;
    out.push(...planEmployee({ org, demo, policies, anchor }, employee, who, index));
  }
  return out.sort((a, b) => a.base.createdAt - b.base.createdAt || a.base.id.localeCompare(b.base.id));
}

// ---------------------------------------------------------------------------------------------
// Writing
