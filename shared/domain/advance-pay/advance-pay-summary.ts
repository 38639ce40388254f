import {
  ADVANCE_STATUSES,
  IN_PROCESSING_STATUSES,
  LIMIT_STATUSES,
  WITHDRAWN_STATUSES,
  type AdvanceStatus,
} from './advance-transaction';
import { earnedWagesSen, MONTHS, periodKeyOf, type MonthName } from './advance-pay';
import { addSen, asSen, maxSen, negateSen, subtractSen, ZERO_SEN, type Sen } from '../money/money';

/**
 * The Advance Pay summaries the dashboards read (docs/rules.md#dashboards, docs/decisions/0002-month-summaries-in-the-same-transaction.md): kept up to date as
 * transactions change, never rebuilt by re-reading every transaction. One per organisation and
 * period, one per employee and period, same shape:
 * - `counts[status]`: how many of the period's transactions are in that status now;
 * - `amountsSen[status]`: their amounts, integer sen;
 * - `reasonsSen[reason]`: amounts of the LIVE transactions (LIMIT_STATUSES: pending, approved,
 *   processing, completed) per reason for withdrawal — a rejected or cancelled one leaves it.
 *
 * How the figures read (decided here):
 * - per status (the management dashboard's counters): "withdrawn" = completed
 *   (money paid out), and pending, approved, processing, rejected, cancelled each on its own;
 * - In Processing = pending + approved + processing (asked for, not yet paid out);
 * - the limit's "Withdrawn this period" (docs/rules.md#advance-pay-limits) = In Processing + completed: every live request;
 * - the employee dashboard counts a request by that one rule everywhere
 *   ({@link employeeDashboardFigures}).
 */
export type StatusFigures = Record<AdvanceStatus, number>;

export interface MonthSummary {
  /** `2026-11`. */
  periodKey: string;
  counts: StatusFigures;
  amountsSen: StatusFigures;
  reasonsSen: Record<string, Sen>;
}

export interface OrgMonthSummary extends MonthSummary {
  orgId: string;
}

export interface EmployeeMonthSummary extends MonthSummary {
  orgId: string;
  employeeICNumber: string;
}

/** What of a transaction the summaries follow (its amount in sen). */
export interface TransactionFacts {
  periodKey: string;
  status: AdvanceStatus;
  amountSen: Sen;
  reasonForWithdrawal: string;
}

/** Changes to add to a summary: only the non-zero entries. */
export interface SummaryDelta {
  counts: Partial<StatusFigures>;
  amountsSen: Partial<StatusFigures>;
  reasonsSen: Record<string, Sen>;
}

export const zeroFigures = (): StatusFigures =>
  Object.fromEntries(ADVANCE_STATUSES.map((s) => [s, 0])) as StatusFigures;

export const emptyMonthSummary = (periodKey: string): MonthSummary => ({
  periodKey,
  counts: zeroFigures(),
  amountsSen: zeroFigures(),
  reasonsSen: {},
});

const isLive = (status: AdvanceStatus) => (LIMIT_STATUSES as readonly AdvanceStatus[]).includes(status);

function add<K extends string>(into: Partial<Record<K, number>>, key: K, by: number) {
  const next = (into[key] ?? 0) + by;
  if (next === 0) Reflect.deleteProperty(into, key);
  else into[key] = next;
}

/**
 * What a transaction's change does to the summaries of its period: `before` is the transaction
 * as it was (undefined when new), `after` as it is now. Throws when the change would move the
 * transaction to another period (a period never changes) or the amount is not integer sen.
 */
export function transactionDelta(before: TransactionFacts | undefined, after: TransactionFacts): SummaryDelta {
  if (before && before.periodKey !== after.periodKey)
    throw new RangeError(`A transaction cannot move from ${before.periodKey} to ${after.periodKey}`);
  for (const f of [before, after]) {
    if (f && (!Number.isInteger(f.amountSen) || f.amountSen < 0))
      throw new RangeError(`Amount must be non-negative integer sen: ${f.amountSen}`);
  }
  const delta: SummaryDelta = { counts: {}, amountsSen: {}, reasonsSen: {} };
  if (before) {
    add(delta.counts, before.status, -1);
    add(delta.amountsSen, before.status, negateSen(before.amountSen));
    if (isLive(before.status)) add(delta.reasonsSen, before.reasonForWithdrawal, negateSen(before.amountSen));
  }
  add(delta.counts, after.status, 1);
  add(delta.amountsSen, after.status, after.amountSen);
  if (isLive(after.status)) add(delta.reasonsSen, after.reasonForWithdrawal, after.amountSen);
  return delta;
}

/** Add deltas together (several changes to one summary in one write). */
export function mergeDeltas(...deltas: SummaryDelta[]): SummaryDelta {
  const out: SummaryDelta = { counts: {}, amountsSen: {}, reasonsSen: {} };
  for (const d of deltas) {
    for (const [k, v] of Object.entries(d.counts) as [AdvanceStatus, number][]) add(out.counts, k, v);
    for (const [k, v] of Object.entries(d.amountsSen) as [AdvanceStatus, number][]) add(out.amountsSen, k, v);
    for (const [k, v] of Object.entries(d.reasonsSen)) add(out.reasonsSen, k, v);
  }
  return out;
}

/** A summary with a delta added; reasons that fall to zero disappear. Never changes its input. */
export function applyDelta<S extends MonthSummary>(summary: S, delta: SummaryDelta): S {
  const counts = { ...summary.counts };
  const amountsSen = { ...summary.amountsSen };
  const reasonsSen = { ...summary.reasonsSen };
  for (const [k, v] of Object.entries(delta.counts) as [AdvanceStatus, number][]) counts[k] += v;
  for (const [k, v] of Object.entries(delta.amountsSen) as [AdvanceStatus, number][]) amountsSen[k] += v;
  for (const [k, v] of Object.entries(delta.reasonsSen)) add(reasonsSen, k, v);
  return { ...summary, counts, amountsSen, reasonsSen };
}

/**
 * THE updater: the summary after a transaction of its period changed (`before` undefined: the
 * transaction is new). Moves the transaction's count and amount from its old status to its new
 * one and keeps the reasons of live transactions. The repository writes the same change as an
 * atomic DynamoDB update in the transaction that changes the status
 * (lambdas/data/advance-pay/advance-pay-summaries.ts `summaryUpdateItems`).
 */
export function applyTransactionChange<S extends MonthSummary>(
  summary: S,
  before: TransactionFacts | undefined,
  after: TransactionFacts,
): S {
  if (after.periodKey !== summary.periodKey)
    throw new RangeError(`A ${after.periodKey} transaction does not belong to the ${summary.periodKey} summary`);
  return applyDelta(summary, transactionDelta(before, after));
}

/** The sen of some statuses (the summary's counters are integers, checked as sen here). */
const sumOf = (figures: StatusFigures, statuses: readonly AdvanceStatus[]): Sen =>
  asSen(statuses.reduce((s, k) => s + figures[k], 0));

/** Amount paid out (completed), sen. */
export const withdrawnSen = (s: Pick<MonthSummary, 'amountsSen'>): Sen => sumOf(s.amountsSen, WITHDRAWN_STATUSES);
/** Amount asked for and not yet paid out (pending + approved + processing), sen. */
export const inProcessingSen = (s: Pick<MonthSummary, 'amountsSen'>): Sen =>
  sumOf(s.amountsSen, IN_PROCESSING_STATUSES);
/** "Withdrawn this period" (toward the limit, docs/rules.md#advance-pay-limits): pending + approved + processing + completed, sen. */
export const withdrawnThisPeriodSen = (s: Pick<MonthSummary, 'amountsSen'>): Sen => sumOf(s.amountsSen, LIMIT_STATUSES);

/** The employee dashboard's figures, in sen (the callable turns them into RM). */
export interface EmployeeDashboardFigures {
  earnedWagesSen: Sen;
  /** The part of withdrawnSen not yet paid out (pending, approved, processing). */
  processingSen: Sen;
  /** The period's live requests: pending, approved, processing and completed ("Withdrawn this period", docs/rules.md#advance-pay-limits). */
  withdrawnSen: Sen;
  /** Withdrawn ÷ earned wages × 100, two decimals, 0 to 100. */
  percentageWithdrawn: number;
  /** Earned wages not yet asked for: earned − withdrawn, never below 0 (the Get Paid page's balance). */
  balanceSen: Sen;
  /** Withdrawn (live requests) per month of the year, January first. */
  yearlySummary: { month: MonthName; valueSen: Sen }[];
  /** Withdrawn (live requests) per reason over the year, largest first. */
  reasonsSen: { reason: string; amountSen: Sen }[];
}

/**
 * The employee dashboard from the employee's month summaries of one year (any order, missing
 * months are zero): the current period's cards and the year's chart and reasons.
 *
 * One rule for a request, in every card, chart and table: it counts as withdrawn from the moment
 * it is made until it is rejected or cancelled, whether pending, approved, processing or
 * completed, because from then on it is taken out of what the employee may still ask for (the
 * limit's "Withdrawn this period", the Get Paid page's balance). So Withdrawn Amount and its
 * percentage, Balance (earned − withdrawn), the year's bars and the reasons all count the live
 * requests; In Processing is the part of Withdrawn not yet paid out (it is inside Withdrawn, not
 * beside it); Recent Transactions lists every request with its status, and a rejected or
 * cancelled one counts in no figure.
 */
export function employeeDashboardFigures(input: {
  salarySen: Sen | undefined;
  at: Date;
  year: number;
  currentPeriodKey: string;
  months: readonly MonthSummary[];
}): EmployeeDashboardFigures {
  const byKey = new Map(input.months.map((m) => [m.periodKey, m]));
  const current = byKey.get(input.currentPeriodKey) ?? emptyMonthSummary(input.currentPeriodKey);
  const earned = earnedWagesSen(input.salarySen, input.at);
  const withdrawn = withdrawnThisPeriodSen(current);
  const processing = inProcessingSen(current);
  const percentage = earned > 0 ? Math.min(100, Math.round((withdrawn * 10000) / earned) / 100) : 0;
  const reasons: Record<string, Sen> = {};
  for (const m of input.months) {
    if (!m.periodKey.startsWith(`${input.year}-`)) continue;
    for (const [reason, amount] of Object.entries(m.reasonsSen))
      reasons[reason] = addSen(reasons[reason] ?? ZERO_SEN, amount);
  }
  return {
    earnedWagesSen: earned,
    processingSen: processing,
    withdrawnSen: withdrawn,
    percentageWithdrawn: percentage,
    balanceSen: maxSen(ZERO_SEN, subtractSen(earned, withdrawn)),
    yearlySummary: MONTHS.map((month, i) => {
      const m = byKey.get(periodKeyOf(input.year, i + 1));
      return { month, valueSen: m ? withdrawnThisPeriodSen(m) : ZERO_SEN };
    }),
    reasonsSen: Object.entries(reasons)
      .filter(([, amount]) => amount > 0)
      .map(([reason, amountSen]) => ({ reason, amountSen }))
      .sort((a, b) => b.amountSen - a.amountSen || a.reason.localeCompare(b.reason)),
  };
}
