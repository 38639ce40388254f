import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  LIMIT_STATUSES,
  type AdvanceStatus,
  type AdvanceTransaction,
} from '../../shared/domain/advance-pay/advance-transaction';
import { earnedWagesSen, periodFromParts, periodOf, type Period } from '../../shared/domain/advance-pay/advance-pay';
import type { Employee } from '../../shared/domain/employees/employee';
import {
  asSen,
  minSen,
  rmToSen,
  senToRm,
  subtractSen,
  sumSen,
  ZERO_SEN,
  type Sen,
} from '../../shared/domain/money/money';
import type { Organisation } from '../../shared/domain/organisations/organisation';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { policyTerms, type WithdrawalPolicy } from '../../shared/domain/advance-pay/withdrawal-policy';
import { WITHDRAWAL_REASONS } from '../../shared/domain/advance-pay/withdrawal-reasons';
import {
  applyingPolicy,
  klDaysBetween,
  serviceFee,
  withdrawableSen,
  MIN_WITHDRAWAL_SEN,
  type PolicyTerms,
} from '../../shared/domain/advance-pay/withdrawal-rules';
import { addWorkingDays, nextEndOfDayRun, TRANSFER_WORKING_DAYS } from '../../shared/domain/time/working-days';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { createAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { conditionFailedAt, table } from '../../lambdas/data/table/table';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { getManagementSettings, setNotificationsEmail } from '../../lambdas/data/organisations/management-settings';
import { getOrg, replaceOrg } from '../../lambdas/data/organisations/orgs';
import { demoDirectory } from './seed-employees';
import { GENERAL_POLICY_ID, storeWithdrawalPolicy } from '../../lambdas/data/advance-pay/withdrawal-policies';
import { preparedByUser } from '../../shared/domain/organisations/maker-checker';
import { seedPreparerNamed } from './seed-maker-checker';

/**
 * The Advance Pay demo data (README "Demo data"): the Advance Pay settings of the organisations
 * 'demo' and 'other', their withdrawal policies, their notifications e-mail, and about four
 * months of withdrawals (the current month and the three before it) of several employees of
 * each, in every status, each with its history (who changed it, when, why). Each withdrawal is
 * stored as it stands now by createAdvanceTransaction, which counts it in its month summaries
 * in the same DynamoDB transaction, so the dashboards' figures are exact.
 *
 * Idempotent and resumable: the moment the data is computed from ("anchor") is kept in a marker
 * item, so a re-run (or a resumed, half-finished run, even on a later day) plans the very same
 * withdrawals with the very same ids: what exists is left alone, what is missing is added, and a
 * withdrawal changed since (by a manager, the end-of-day batch...) is never touched. Once the
 * marker says complete, the step does nothing (a later seed version does not add months again).
 */

/** The marker of this step (beside seed.ts's own marker, in the seed's partition). */
export const ADVANCE_PAY_SEED_MARKER = { pk: 'PLATFORM#SEED', sk: 'ADVANCE_PAY' } as const;

/** Who does what in the demo (the demo logins' display names, seed.ts DEMO_LOGINS). */
const ADMIN_NAME = 'Aminah Ismail';
const END_OF_DAY_BY = 'End of day';
const HOUR = 3600;
const DAY = 86_400;

/** Each organisation's part of the demo. */
interface OrgDemo {
  orgId: string;
  /** The Advance Pay settings the demo needs (cut-off 31: the demo logins can ask any day). */
  settings: Pick<
    Organisation,
    'advancePay' | 'payDay' | 'cutoffDate' | 'advancePayMax' | 'serviceFeePercentage' | 'serviceFeePaidBy'
  >;
  /** The notifications e-mail: the organisation's demo Manager. */
  notificationsEmail: string;
  /** Who approves and rejects (Managers and Executives of the organisation). */
  approvers: string[];
  policies: (at: number) => WithdrawalPolicy[];
  /** The employees who withdraw: the demo login's IC number first, then directory employees. */
  employees: { icNumber: string; login: boolean; open?: AdvanceStatus[] }[];
}

/** The IC number of the i-th employee of a demo directory (seed-employees.ts: Demo 24 with seed 1, Other 4 with seed 2). */
function directoryIc(orgId: 'demo' | 'other', i: number): string {
  const directory = orgId === 'demo' ? demoDirectory('demo', 24, 4, 1, 0) : demoDirectory('other', 4, 1, 2, 0);
  return directory[i].employeeICNumber;
}

/** The policies' creation time: the anchor less 120 days (before every seeded withdrawal). */
const policyTime = (at: number) => at - 120 * DAY;

export const ADVANCE_PAY_DEMO: OrgDemo[] = [
  {
    orgId: 'demo',
    settings: {
      advancePay: 'yes',
      payDay: 7,
      cutoffDate: 31,
      advancePayMax: 2000,
      serviceFeePercentage: 5,
      serviceFeePaidBy: 'employee',
    },
    notificationsEmail: 'manager@demo.test',
    approvers: ['Daniel Tan', 'Nurul Hassan'],
    policies: (at) => {
      const t = policyTime(at);
      // Prepared by the Executive, approved by the Manager (docs/rules.md#maker-checker).
      const base = {
        orgId: 'demo',
        createdAt: t,
        createdBy: 'Nurul Hassan',
        modifiedAt: t,
        modifiedBy: 'Nurul Hassan',
      };
      return [
        {
          ...base,
          id: GENERAL_POLICY_ID,
          type: 'GENERAL',
          status: 'APPROVED',
          maximumWithdrawalAmount: 1000,
          withdrawalFrequency: 'DAILY',
          autoApproval: false,
          approvedAt: t + HOUR,
          approvedBy: 'Daniel Tan',
        },
        {
          ...base,
          id: seedUlid(t * 1000, 'demo|policy|senior'),
          type: 'ADVANCED',
          status: 'APPROVED',
          maximumWithdrawalAmount: 1500,
          withdrawalFrequency: 'ONCE_A_WEEK',
          autoApproval: false,
          minSalary: 5000,
          maxSalary: 10000,
          approvedAt: t + HOUR,
          approvedBy: 'Daniel Tan',
        },
        {
          ...base,
          id: seedUlid(t * 1000 + 1, 'demo|policy|junior'),
          type: 'ADVANCED',
          status: 'PENDING',
          maximumWithdrawalAmount: 500,
          withdrawalFrequency: 'ONCE_EVERY_TWO_WEEKS',
          autoApproval: false,
          minSalary: 2000,
          maxSalary: 3000,
        },
      ];
    },
    employees: [
      // employee@demo.test (Siti Rahman): one approved request from before today, so the demo login can still ask today.
      { icNumber: '900101145678', login: true, open: ['approved'] },
      // Directory employees: approved, withdrawals on (the 6th, i = 5, has them switched off).
      { icNumber: directoryIc('demo', 0), login: false, open: ['pending'] },
      { icNumber: directoryIc('demo', 1), login: false, open: ['approved'] },
      { icNumber: directoryIc('demo', 2), login: false, open: ['processing'] },
      { icNumber: directoryIc('demo', 3), login: false, open: ['pending'] },
      { icNumber: directoryIc('demo', 4), login: false },
      { icNumber: directoryIc('demo', 6), login: false, open: ['processing'] },
      { icNumber: directoryIc('demo', 7), login: false, open: ['pending'] },
    ],
  },
  {
    orgId: 'other',
    settings: {
      advancePay: 'yes',
      payDay: 5,
      cutoffDate: 31,
      advancePayMax: 1500,
      serviceFeePercentage: 4,
      serviceFeePaidBy: 'employer',
    },
    notificationsEmail: 'manager@other.test',
    approvers: ['Rajesh Kumar'],
    policies: (at) => {
      const t = policyTime(at);
      return [
        {
          id: GENERAL_POLICY_ID,
          orgId: 'other',
          type: 'GENERAL',
          status: 'APPROVED',
          maximumWithdrawalAmount: 800,
          withdrawalFrequency: 'ONCE_A_WEEK',
          autoApproval: false,
          createdAt: t,
          createdBy: 'Rajesh Kumar',
          modifiedAt: t,
          modifiedBy: 'Rajesh Kumar',
          approvedAt: t + HOUR,
          approvedBy: 'Rajesh Kumar',
        },
      ];
    },
    employees: [
      // employee@other.test (Ahmad Zulkifli): nothing open, and nothing live in the last 7 days (ONCE_A_WEEK).
      { icNumber: '920202106789', login: true },
      // Directory employees (the 4th waits for approval).
      { icNumber: directoryIc('other', 0), login: false, open: ['pending'] },
      { icNumber: directoryIc('other', 1), login: false, open: ['approved'] },
      { icNumber: directoryIc('other', 2), login: false, open: ['processing'] },
    ],
  },
];

const REJECT_REASONS = [
  'Please talk to HR about your overtime claim first',
  'Amount too high for this pay period',
  'Duplicate request',
];
const CANCEL_REASONS = [
  'Employee asked to cancel the request',
  'Bank account details being updated',
  'Requested twice by mistake',
];
/** How the past withdrawals ended, cycled through (mostly completed, some rejected or cancelled). */
const OUTCOMES: AdvanceStatus[] = [
  'completed',
  'completed',
  'rejected',
  'completed',
  'completed',
  'cancelled',
  'completed',
  'completed',
  'completed',
];
/** Reasons for withdrawal with their weights (bills and groceries most often). */
const REASON_WEIGHTS: Record<(typeof WITHDRAWAL_REASONS)[number], number> = {
  Bills: 5,
  Medical: 2,
  Education: 2,
  Emergency: 1,
  Groceries: 4,
  Transport: 3,
  Family: 2,
  Others: 1,
};

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and ids

/** A small seeded PRNG (mulberry32) from a text: the same text gives the same numbers. */
function prng(text: string): () => number {
  let a = createHash('sha256').update(text).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A ULID of a given time whose random part comes from a label: the same label, the same id. */
export function seedUlid(timeMs: number, label: string): string {
  return ulid(timeMs, prng(label));
}

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
  base: AdvanceTransaction;
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
  const endOfDay = epochSeconds(nextEndOfDayRun(new Date(approvedAt * 1000)));
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
  const transferDate = addWorkingDays(klDate(new Date(endOfDay * 1000)), TRANSFER_WORKING_DAYS);
  steps.push({ status: 'completed', at: klDateSeconds(transferDate, 11), by: ADMIN_NAME, transferDate });
  return steps;
}

/** The transaction after its first `count` steps (count 1: as requested). */
export function versionAfter(plan: PlannedWithdrawal, count: number): AdvanceTransaction {
  const steps = plan.steps.slice(0, count);
  const last = steps[steps.length - 1];
  const tx: AdvanceTransaction = {
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
  org: Organisation;
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
  employee: Employee,
  who: OrgDemo['employees'][number],
  index: number,
): PlannedWithdrawal[] {
  const { org, demo, anchor } = ctx;
  const salarySen = rmToSen(employee.salary ?? 0);
  const policy = applyingPolicy(ctx.policies, salarySen);
  if (!policy || !salarySen) return [];
  const orgMaxSen = org.advancePayMax !== undefined ? rmToSen(org.advancePayMax) : undefined;
  const requestedBy = employee.name;
  const anchorPeriod = periodOf(new Date(anchor * 1000));
  const rnd = prng(`${org.id}|${employee.employeeICNumber}|${anchorPeriod.key}`);
  const planned: PlannedWithdrawal[] = [];

  const liveSumSen = (periodKey: string) =>
    sumSen(
      planned
        .filter((p) => p.base.periodKey === periodKey && isLive(finalStatus(p)))
        .map((p) => rmToSen(p.base.amount)),
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
    const base: AdvanceTransaction = {
      id: seedUlid(createdAt * 1000 + (index % 1000), `${org.id}|${employee.employeeICNumber}|${slot}`),
      orgId: org.id,
      orgName: org.name,
      employeeICNumber: employee.employeeICNumber,
      ...(employee.email ? { email: employee.email } : {}),
      status: 'pending',
      period: period.text,
      periodKey: period.key,
      amount: senToRm(amountSen),
      netAmount: senToRm(netAmountSen),
      fee: senToRm(feeSen),
      serviceFeePaidBy: org.serviceFeePaidBy ?? 'employee',
      salary: employee.salary,
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
        if (target === 'approved' && epochSeconds(nextEndOfDayRun(new Date(last.at * 1000))) <= anchor) continue;
        if (target === 'processing' && completionAfter(last.at) <= anchor) continue;
        planned.push(plan);
        break;
      }
    }
  };

  // A demo login's open request is planned before the current month's finished ones, so they
  // cannot use up the month's room before it (README: employee@demo.test has an approved request
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
  return klDateSeconds(addWorkingDays(klDate(new Date(processingAt * 1000)), TRANSFER_WORKING_DAYS), 11);
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

export interface AdvancePaySeedResult {
  orgsUpdated: number;
  policiesCreated: number;
  notificationsEmailsSet: number;
  transactionsCreated: number;
  /** Planned withdrawals already there (left as they are). */
  transactionsFound: number;
}

/**
 * Store one planned withdrawal as it stands after all its steps, its history included, in one
 * write that also counts it in the summaries (createAdvanceTransaction: the transaction and its
 * summaries in one DynamoDB transaction, refused when the id exists). Answers whether it was new.
 */
async function writeWithdrawal(plan: PlannedWithdrawal): Promise<boolean> {
  try {
    await createAdvanceTransaction(versionAfter(plan, plan.steps.length));
    return true;
  } catch (err) {
    // Its id exists: written by an earlier run (and maybe changed since): left as it is.
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/**
 * Write the Advance Pay demo data computed from `anchor` (Unix seconds): organisation settings
 * (when they differ), policies and notifications e-mail (when missing), withdrawals (the
 * missing ones, and the missing status changes of those still as planned). Running it again
 * with the same anchor writes nothing.
 */
export async function writeAdvancePayDemo(anchor: number): Promise<AdvancePaySeedResult> {
  const result: AdvancePaySeedResult = {
    orgsUpdated: 0,
    policiesCreated: 0,
    notificationsEmailsSet: 0,
    transactionsCreated: 0,
    transactionsFound: 0,
  };
  await Promise.all(
    ADVANCE_PAY_DEMO.map(async (demo) => {
      const org = await getOrg(demo.orgId);
      if (!org) return;
      const differs = (Object.keys(demo.settings) as (keyof OrgDemo['settings'])[]).some(
        (k) => org[k] !== demo.settings[k],
      );
      if (differs) {
        await replaceOrg(org, {
          ...org,
          ...demo.settings,
          modifiedAt: Math.max(epochSeconds(), org.modifiedAt + 1),
          modifiedBy: 'Seed',
        });
        result.orgsUpdated += 1;
      }
      for (const policy of demo.policies(anchor)) {
        // Its preparer by user id: the one who may not approve it (docs/rules.md#maker-checker).
        const preparer = await seedPreparerNamed(policy.modifiedBy ?? policy.createdBy);
        const prepared = { ...policy, ...(preparer ? preparedByUser(preparer) : {}) };
        // With its copy (lambdas/data/advance-pay/withdrawal-policies.ts): the withdrawal requests read the copies.
        if (await storeWithdrawalPolicy(prepared, { ifAbsent: true })) result.policiesCreated += 1;
      }
      if (!(await getManagementSettings(demo.orgId)).notificationsEmail) {
        await setNotificationsEmail(
          demo.orgId,
          demo.notificationsEmail,
          demo.approvers[0],
          policyTime(anchor) + 2 * HOUR,
        );
        result.notificationsEmailsSet += 1;
      }
      // The withdrawals of one month one after another (they update the same month summaries:
      // concurrent DynamoDB transactions on one item would conflict); the months side by side.
      const byPeriod = new Map<string, PlannedWithdrawal[]>();
      for (const plan of await planOrgWithdrawals(demo, anchor))
        byPeriod.set(plan.base.periodKey, [...(byPeriod.get(plan.base.periodKey) ?? []), plan]);
      await Promise.all(
        [...byPeriod.values()].map(async (plans) => {
          for (const plan of plans) {
            if (await writeWithdrawal(plan)) result.transactionsCreated += 1;
            else result.transactionsFound += 1;
          }
        }),
      );
    }),
  );
  return result;
}

/** The anchor of the Advance Pay demo data and whether it was written whole. */
export async function getAdvancePaySeedMarker(): Promise<{ anchor: number; complete: boolean } | undefined> {
  const { Item } = await (
    await ddbDoc()
  ).send(new GetCommand({ TableName: env.tableName, Key: ADVANCE_PAY_SEED_MARKER, ConsistentRead: true }));
  return Item ? { anchor: Number(Item.anchor), complete: Item.complete === true } : undefined;
}

/**
 * The seed step (seed version 5): the Advance Pay demo data, once. The first run fixes the
 * anchor (now); a run after an interrupted one finishes with the same anchor; after a complete
 * run it does nothing. Answers what it wrote (undefined: nothing to do).
 */
export async function seedAdvancePay(now: number = epochSeconds()): Promise<AdvancePaySeedResult | undefined> {
  let marker = await getAdvancePaySeedMarker();
  if (marker?.complete) return undefined;
  if (!marker) {
    try {
      await table.put({
        Item: { ...ADVANCE_PAY_SEED_MARKER, entity: 'seedMarker', version: 1, anchor: now, complete: false },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
    } catch (err) {
      if (!conditionFailedAt(err)) throw err;
    }
    marker = await getAdvancePaySeedMarker();
    if (!marker) throw new Error('The Advance Pay seed marker is missing right after it was written');
  }
  const result = await writeAdvancePayDemo(marker.anchor);
  await (
    await ddbDoc()
  ).send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: ADVANCE_PAY_SEED_MARKER,
      UpdateExpression: 'SET complete = :true, completedAt = :now',
      ExpressionAttributeValues: { ':true': true, ':now': epochSeconds() },
    }),
  );
  return result;
}
