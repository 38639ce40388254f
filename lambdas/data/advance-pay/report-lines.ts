import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import type { MonthSummary, StatusFigures } from '../../../shared/domain/advance-pay/advance-pay-summary';

import { monthFiguresOf, sumShardItems } from './advance-pay-summaries';
import { liveEmployeesOf } from '../employees/employees';
import { keys } from '../table/keys';
import {
  feesByStatus,
  figureByStatus,
  gsi1EmployeeMonths,
  INSTANT_COUNT_PREFIX,
  INSTANT_FEE_PREFIX,
} from './report-figures';
import { allSummaryShards } from './summary-shards';
import { keyOfItem } from '../table/filled-pages';
import { table, type Key } from '../table/table';

/**
 * The month figures the reports read (docs/data-model.md#report-figures): an organisation's from
 * its summary shards (one BatchGet), each employee's from their month summary, paged through
 * GSI1's partition of the organisation's month (one Query a page). Nothing reads the withdrawals.
 */

/** A month's counts and amounts by status with the fees of each status: all, and the employer-paid ones. */
export interface MonthFigures {
  summary: MonthSummary;
  fees: StatusFigures;
  employerFees: StatusFigures;
  /** The instant payouts by status and their instant fees (sen). */
  instantCounts: StatusFigures;
  instantFees: StatusFigures;
}

/** One employee's month, as their summary holds it. */
export interface EmployeeMonth extends MonthFigures {
  employeeICNumber: string;
  /** The e-mail of their latest changed transaction (the report's name when they left the directory). */
  email?: string;
}

const figuresOf = (item: Record<string, unknown>, periodKey: string): MonthFigures => ({
  summary: monthFiguresOf(item, periodKey),
  fees: feesByStatus(item),
  employerFees: feesByStatus(item, ['employer']),
  instantCounts: figureByStatus(item, INSTANT_COUNT_PREFIX),
  instantFees: figureByStatus(item, INSTANT_FEE_PREFIX),
});

/** The organisation's month figures: its summary shards in one BatchGet, summed. */
export async function getOrgMonthFigures(orgId: string, periodKey: string): Promise<MonthFigures> {
  const shards = await table.batchGet(
    allSummaryShards().map((shard) => keys.orgMonthSummaryShard(orgId, periodKey, shard)),
  );
  return figuresOf(sumShardItems(shards), periodKey);
}

/**
 * An employee's directory record and the figures of their month, in ONE BatchGetItem: the record
 * is absent when they left the directory; the figures are zeros when their month has no transaction
 * (the summary item is made by the month's first one).
 */
export async function getEmployeeMonthFigures(
  orgId: string,
  icNumber: string,
  periodKey: string,
): Promise<{ employee?: EmployeeRecord; month: MonthFigures }> {
  const summaryKey = keys.employeeMonthSummary(orgId, icNumber, periodKey);
  const items = await table.batchGet([keys.employee(orgId, icNumber), summaryKey]);
  const summary = items.find((item) => item.pk === summaryKey.pk && item.sk === summaryKey.sk);
  const employee = liveEmployeesOf(items).at(0);
  return { ...(employee ? { employee } : {}), month: figuresOf(summary ?? {}, periodKey) };
}

/**
 * The month figures of many organisations: every shard of each in BatchGets of 100 keys (12
 * organisations a request), summed per organisation. Organisations with nothing in the month are absent.
 */
export async function getOrgsMonthFigures(
  orgIds: readonly string[],
  periodKey: string,
): Promise<Map<string, MonthFigures>> {
  const items = await table.batchGet(
    orgIds.flatMap((orgId) => allSummaryShards().map((shard) => keys.orgMonthSummaryShard(orgId, periodKey, shard))),
  );
  const byOrg = new Map<string, Record<string, unknown>[]>();
  for (const item of items) byOrg.set(String(item.orgId), [...(byOrg.get(String(item.orgId)) ?? []), item]);
  return new Map([...byOrg].map(([orgId, shards]) => [orgId, figuresOf(sumShardItems(shards), periodKey)]));
}

/** The key attributes of an employee's month summary in GSI1: where a page of them carries on. */
export const EMPLOYEE_MONTHS_KEY = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

const employeeMonthOf = (item: Record<string, unknown>, periodKey: string): EmployeeMonth => ({
  employeeICNumber: String(item.employeeICNumber),
  ...(typeof item.email === 'string' && item.email ? { email: item.email } : {}),
  ...figuresOf(item, periodKey),
});

/**
 * One read of the employees with a transaction in the month, by IC number (one GSI1 Query of at
 * most `limit`), each with its index key (a searched page cut after one of them carries on from it).
 */
export async function readEmployeeMonths(
  orgId: string,
  periodKey: string,
  page: { start?: Key; limit: number },
): Promise<{ rows: { month: EmployeeMonth; key: Key }[]; next?: Key }> {
  const out = await table.query({
    IndexName: 'GSI1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1EmployeeMonths(orgId, periodKey) },
    ExclusiveStartKey: page.start,
    Limit: page.limit,
  });
  return {
    rows: (out.Items ?? []).map((item) => ({
      month: employeeMonthOf(item, periodKey),
      key: keyOfItem(item, EMPLOYEE_MONTHS_KEY),
    })),
    next: out.LastEvaluatedKey,
  };
}

/** One page of the employees with a transaction in the month, by IC number (one GSI1 Query). */
export async function listEmployeeMonthsPage(
  orgId: string,
  periodKey: string,
  page: { start?: Key; limit: number },
): Promise<{ items: EmployeeMonth[]; next?: Key }> {
  const { rows, next } = await readEmployeeMonths(orgId, periodKey, page);
  return { items: rows.map((r) => r.month), next };
}

/**
 * How many employees have a transaction in the month: a COUNT Query of the same partition (it reads
 * about 2,000 summaries a request, returning none of them).
 */
export const countEmployeeMonths = (orgId: string, periodKey: string): Promise<number> =>
  table.queryCount({
    IndexName: 'GSI1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1EmployeeMonths(orgId, periodKey) },
  });

/**
 * Whether the month has more than `atMost` employees with a transaction: COUNT Queries of at most
 * `atMost + 1` items, stopping as soon as the answer is known (1 request for a month that size).
 */
export async function hasMoreEmployeeMonthsThan(orgId: string, periodKey: string, atMost: number): Promise<boolean> {
  let count = 0;
  let start: Key | undefined;
  do {
    const out = await table.query({
      IndexName: 'GSI1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1EmployeeMonths(orgId, periodKey) },
      Select: 'COUNT',
      Limit: atMost + 1 - count,
      ExclusiveStartKey: start,
    });
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start && count <= atMost);
  return count > atMost;
}
