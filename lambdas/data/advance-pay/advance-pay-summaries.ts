import {
  ADVANCE_STATUSES,
  LIMIT_STATUSES,
  type AdvanceStatus,
} from '../../../shared/domain/advance-pay/advance-transaction';
import { asSen, maxSen, rmTextOfSen, ZERO_SEN, type Sen } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import {
  emptyMonthSummary,
  mergeDeltas,
  transactionDelta,
  type EmployeeMonthSummary,
  type MonthSummary,
  type OrgMonthSummary,
  type SummaryDelta,
  type TransactionFacts,
} from '../../../shared/domain/advance-pay/advance-pay-summary';
import { keys } from '../table/keys';
import {
  employeeMonthsGsi1,
  feeDelta,
  mergeFeeDeltas,
  REPORT_FIGURE_PREFIXES,
  type FeeFacts,
  type FeeFigures,
} from './report-figures';
import { allSummaryShards, summaryShardOf } from './summary-shards';
import { table, type TransactItem } from '../table/table';

const VERSION = 1;
type Item = Record<string, unknown>;

/**
 * Stored form of a month summary (shared/domain/advance-pay/advance-pay-summary.ts). The figures are FLAT
 * number attributes — `count#<status>`, `amountSen#<status>`, `reasonSen#<reason>` — so that a
 * change is one atomic `ADD` per figure: no read first, no lost update when two changes race,
 * and the item is created by the first change of its period.
 */
const COUNT = 'count#';
const AMOUNT = 'amountSen#';
const REASON = 'reasonSen#';
/**
 * "Withdrawn this period" (docs/rules.md#advance-pay-limits: pending + approved + processing + completed) as a running
 * total, so a withdrawal can be refused by a CONDITION on it when two requests race.
 */
const LIMIT = 'limitSen';

function figuresOf(item: Item | undefined, periodKey: string): MonthSummary {
  const summary = emptyMonthSummary(periodKey);
  if (!item) return summary;
  for (const status of ADVANCE_STATUSES) {
    summary.counts[status] = Number(item[`${COUNT}${status}`] ?? 0);
    summary.amountsSen[status] = Number(item[`${AMOUNT}${status}`] ?? 0);
  }
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(REASON) && Number(value) !== 0)
      summary.reasonsSen[name.slice(REASON.length)] = asSen(Number(value));
  }
  return summary;
}

/**
 * The figures of a sharded organisation summary: the sum of its shards' flat figures (absent
 * shards hold zeros). Exact, whatever the order the shards were read in.
 */
export function sumShards(items: readonly Item[], periodKey: string): MonthSummary {
  const total: Item = {};
  for (const item of items) {
    for (const [name, value] of Object.entries(item)) {
      if (name.startsWith(COUNT) || name.startsWith(AMOUNT) || name.startsWith(REASON))
        total[name] = Number(total[name] ?? 0) + Number(value);
    }
  }
  return figuresOf(total, periodKey);
}

/** The shards' flat figures summed, fee figures included (absent shards hold zeros). */
export function sumShardItems(items: readonly Item[]): Item {
  const total: Item = {};
  for (const item of items) {
    for (const [name, value] of Object.entries(item)) {
      if ([COUNT, AMOUNT, REASON, ...REPORT_FIGURE_PREFIXES].some((prefix) => name.startsWith(prefix)))
        total[name] = Number(total[name] ?? 0) + Number(value);
    }
  }
  return total;
}

/** A stored summary item's counts, amounts and reasons (exported for the report readers). */
export const monthFiguresOf = (item: Item | undefined, periodKey: string): MonthSummary => figuresOf(item, periodKey);

/** The one update of a summary item that adds a delta (the item is created when missing), optionally capped. */
function summaryUpdate(
  key: { pk: string; sk: string },
  base: Item,
  delta: SummaryDelta,
  at: number,
  capSen?: number,
  fees: FeeFigures = {},
): TransactItem {
  const names: Record<string, string> = { '#entity': 'entity', '#version': 'version', '#updatedAt': 'updatedAt' };
  const values: Item = { ':entity': base.entity, ':version': VERSION, ':at': at };
  const sets = ['#entity = :entity', '#version = :version', '#updatedAt = :at'];
  for (const [field, value] of Object.entries(base)) {
    if (field === 'entity') continue;
    names[`#b_${field}`] = field;
    values[`:b_${field}`] = value;
    sets.push(`#b_${field} = :b_${field}`);
  }
  const adds: string[] = [];
  const addFigure = (attribute: string, by: number) => {
    const i = adds.length;
    names[`#a${i}`] = attribute;
    values[`:a${i}`] = by;
    adds.push(`#a${i} :a${i}`);
  };
  for (const [status, by] of Object.entries(delta.counts) as [AdvanceStatus, number][])
    addFigure(`${COUNT}${status}`, by);
  for (const [status, by] of Object.entries(delta.amountsSen) as [AdvanceStatus, number][])
    addFigure(`${AMOUNT}${status}`, by);
  for (const [reason, by] of Object.entries(delta.reasonsSen)) addFigure(`${REASON}${reason}`, by);
  for (const [attribute, by] of Object.entries(fees)) addFigure(attribute, by);
  const limitDelta = LIMIT_STATUSES.reduce((sum, status) => sum + (delta.amountsSen[status] ?? 0), 0);
  if (limitDelta !== 0) addFigure(LIMIT, limitDelta);
  let condition: string | undefined;
  if (capSen !== undefined && limitDelta > 0) {
    // The stored total plus this change stays within the cap (a missing item holds 0).
    // A missing item passes `attribute_not_exists`, so a change above the cap on its own is refused here.
    if (limitDelta > capSen)
      throw new AppError(
        'FAILED_PRECONDITION',
        `This withdrawal would take you above your limit of ${rmTextOfSen(maxSen(ZERO_SEN, asSen(capSen)))} this period.`,
      );
    names['#limit'] = LIMIT;
    values[':room'] = capSen - limitDelta;
    condition = 'attribute_not_exists(#limit) OR #limit <= :room';
  }
  return {
    Update: {
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** One change of an Advance Pay transaction: whose, and its facts before (undefined: new) and after. */
export interface SummaryChange {
  employeeICNumber: string;
  before: TransactionFacts | undefined;
  after: TransactionFacts;
  /**
   * The most the employee may have withdrawn this period (the least cap of docs/rules.md#advance-pay-limits, sen):
   * when given, the employee summary's update carries a condition, so a change that would take
   * "Withdrawn this period" above it fails the whole DynamoDB transaction, even when two
   * requests race (the transaction is then cancelled: a WriteConflict of ./table.ts, which the
   * handler chain answers 409 unless the caller maps it). Give it when a withdrawal is requested.
   */
  maxWithdrawnThisPeriodSen?: number;
  /** The transaction's fees before and after (./report-figures.ts): kept per status and payer, and the instant payouts', for the reports. */
  fees?: { before: FeeFacts | undefined; after: FeeFacts };
  /** The employee's e-mail on the transaction: the report's name when they left the directory. */
  email?: string;
}

/**
 * The summary updates of one or more transaction changes of an organisation, to put in the SAME
 * DynamoDB transaction as the status changes themselves (so the dashboards never disagree with
 * the transactions). Changes to one summary (same organisation or employee, same period) are
 * merged into one update, because a DynamoDB transaction may touch an item only once.
 *
 * ```ts
 * await table.transact([
 *   { Put: { ...the transaction with its condition on the old status } },
 *   ...summaryUpdateItems(orgId, [{ employeeICNumber, before: factsOf(old), after: factsOf(changed) }], now),
 * ]);
 * ```
 */
export function summaryUpdateItems(orgId: string, changes: readonly SummaryChange[], at: number): TransactItem[] {
  const groups = new Map<
    string,
    { key: { pk: string; sk: string }; base: Item; deltas: SummaryDelta[]; fees: FeeFigures[]; capSen?: number }
  >();
  const addTo = (
    key: { pk: string; sk: string },
    base: Item,
    delta: SummaryDelta,
    fees: FeeFigures,
    capSen?: number,
  ) => {
    const group = groups.get(key.sk) ?? { key, base, deltas: [], fees: [] };
    group.deltas.push(delta);
    group.fees.push(fees);
    if (capSen !== undefined) group.capSen = Math.min(group.capSen ?? capSen, capSen);
    groups.set(key.sk, group);
  };
  for (const change of changes) {
    const delta = transactionDelta(change.before, change.after);
    const fees = change.fees ? feeDelta(change.fees.before, change.fees.after) : {};
    const periodKey = change.after.periodKey;
    // The employee's shard of the organisation summary: racing withdrawals of different employees
    // mostly update different items, so they do not conflict on one.
    const shard = summaryShardOf(change.employeeICNumber);
    addTo(
      keys.orgMonthSummaryShard(orgId, periodKey, shard),
      { entity: 'advancePayOrgMonthSummary', orgId, periodKey, shard },
      delta,
      fees,
    );
    // The employee's summary is also an entry of GSI1's partition of the organisation's month, so
    // the monthly report pages over the employees of a month with one Query (./report-lines.ts).
    addTo(
      keys.employeeMonthSummary(orgId, change.employeeICNumber, periodKey),
      {
        entity: 'advancePayEmployeeMonthSummary',
        orgId,
        employeeICNumber: change.employeeICNumber,
        periodKey,
        ...employeeMonthsGsi1(orgId, periodKey, change.employeeICNumber),
        ...(change.email ? { email: change.email } : {}),
      },
      delta,
      fees,
      change.maxWithdrawnThisPeriodSen,
    );
  }
  return [...groups.values()].map((g) =>
    summaryUpdate(g.key, g.base, mergeDeltas(...g.deltas), at, g.capSen, mergeFeeDeltas(g.fees)),
  );
}

/** "Withdrawn this period" (sen) of an employee's month summary item read by key elsewhere (absent: 0). */
export const withdrawnSenOf = (item: Item | undefined): Sen => asSen(Number(item?.[LIMIT] ?? 0));

/** The keys of an employee's month summaries of one year (January to December). */
export const employeeYearSummaryKeys = (orgId: string, icNumber: string, year: number) =>
  Array.from({ length: 12 }, (_, i) =>
    keys.employeeMonthSummary(orgId, icNumber, `${year}-${String(i + 1).padStart(2, '0')}`),
  );

/** An employee's month summary from its item read by key (e.g. one of `employeeYearSummaryKeys`). */
export const employeeSummaryFromItem = (item: Item, orgId: string, icNumber: string): EmployeeMonthSummary => ({
  ...figuresOf(item, String(item.periodKey)),
  orgId,
  employeeICNumber: icNumber,
});

/** An employee's "Withdrawn this period" (docs/rules.md#advance-pay-limits), sen: one read of their month summary. */
export async function getWithdrawnThisPeriodSen(orgId: string, icNumber: string, periodKey: string): Promise<Sen> {
  const { Item } = await table.get({
    Key: keys.employeeMonthSummary(orgId, icNumber, periodKey),
    ProjectionExpression: '#l',
    ExpressionAttributeNames: { '#l': LIMIT },
  });
  return asSen(Number(Item?.[LIMIT] ?? 0));
}

/**
 * The summary items a change of this employee's transaction of this period updates: theirs and
 * their shard of the organisation's (what a batch counts against DynamoDB's 100 items a transaction).
 */
export const summaryKeysOf = (orgId: string, icNumber: string, periodKey: string) => [
  keys.employeeMonthSummary(orgId, icNumber, periodKey),
  keys.orgMonthSummaryShard(orgId, periodKey, summaryShardOf(icNumber)),
];

/** The keys of every shard of an organisation's summary of a period. */
const shardKeys = (orgId: string, periodKey: string) =>
  allSummaryShards().map((shard) => keys.orgMonthSummaryShard(orgId, periodKey, shard));

/**
 * The organisation's summary of a period (all zeros when nothing happened in it): its shards in
 * ONE BatchGetItem, summed.
 */
export async function getOrgMonthSummary(orgId: string, periodKey: string): Promise<OrgMonthSummary> {
  const items = await table.batchGet(shardKeys(orgId, periodKey));
  return orgMonthSummaryOf(items, orgId, periodKey);
}

/** The keys of the organisation's summary of a period (to read them in a BatchGetItem with other keys). */
export const orgMonthSummaryKeys = shardKeys;

/** The organisation's summary of a period from the items of a read (its shards among other items). */
export function orgMonthSummaryOf(items: readonly Item[], orgId: string, periodKey: string): OrgMonthSummary {
  const shards = new Set(shardKeys(orgId, periodKey).map((k) => k.sk));
  const own = items.filter(
    (item) => item.pk === keys.orgMonthSummaryShard(orgId, periodKey, 0).pk && shards.has(String(item.sk)),
  );
  return { ...sumShards(own, periodKey), orgId };
}

/** An employee's summaries of one year (months without any transaction are absent). One Query. */
export async function listEmployeeYearSummaries(
  orgId: string,
  icNumber: string,
  year: number,
): Promise<EmployeeMonthSummary[]> {
  const prefix = keys.employeeMonthSummarySkPrefix(icNumber);
  const out = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.employeeMonthSummary(orgId, icNumber, '').pk, ':sk': `${prefix}${year}-` },
  });
  return (out.Items ?? []).map((item) => ({
    ...figuresOf(item, String(item.periodKey)),
    orgId,
    employeeICNumber: icNumber,
  }));
}

/**
 * The summaries of many organisations for one period (organisations without one are absent):
 * every shard of each, BatchGetItem through the table helper (100 keys, i.e. 12 organisations,
 * a request), summed per organisation.
 */
export async function getOrgMonthSummaries(orgIds: readonly string[], periodKey: string): Promise<OrgMonthSummary[]> {
  const items = await table.batchGet(orgIds.flatMap((orgId) => shardKeys(orgId, periodKey)));
  const byOrg = new Map<string, Item[]>();
  for (const item of items) byOrg.set(String(item.orgId), [...(byOrg.get(String(item.orgId)) ?? []), item]);
  return [...byOrg].map(([orgId, shards]) => ({ ...sumShards(shards, periodKey), orgId }));
}
