import { MONTH_NAMES } from '../../../shared/domain/time/months';
import {
  MonthlyStatementRecordSchema,
  statementTotals,
  statementTotalsOf,
  type MonthlyStatementRecord,
  type MonthlyStatementRowRecord,
} from '../../../shared/domain/advance-pay/monthly-statement';
import { asSen } from '../../../shared/domain/money/money';
import { keys } from '../table/keys';
import { table, isWriteConflict, type StampedItem } from '../table/table';
import { queryFilledPage } from '../table/filled-pages';
import type { Page, PageRequest } from '../table/paged-lists';

/**
 * The stored monthly statements (keys.monthlyStatement, written once with attribute_not_exists):
 * their stored form and versions (services/statements.ts makes them).
 *
 * Versions of the stored item: 1 counted the net amounts as totalWithdrawn (and so "withdrawn plus
 * service fee" in its message); 2 counts the amounts asked for, with totalReceived beside it, and
 * keeps the deduction's pay day. A version-1 item is read as version 2: its totals and message
 * are worked out again from its stored lines and salary (each line kept the amount, the
 * employee's fee and the net, so nothing is lost), and a PDF made from version-1 figures is made
 * again on the next download. 3 keeps each line's payout and instant fee and their total (`instantFeeSen`,
 * docs/rules.md#instant-payout). A version-2 item is read as version 3: a line's instant fee is what its
 * net lacks of the amount less the fee (the only other thing taken from a payout), its payout instant
 * when that is more than 0; its totals and message are worked out again from the lines, the pay day
 * kept; its PDF is made again on the next download, with the payout columns.
 */

const ENTITY = 'monthlyStatement';
/** The version of the stored item's figures (see above). */
export const STATEMENT_VERSION = 3;
type Item = Record<string, unknown>;

const MONEY = [
  'salarySen',
  'totalWithdrawnSen',
  'serviceFeeSen',
  'instantFeeSen',
  'totalReceivedSen',
  'totalDeductableSen',
  'balancePayableSen',
] as const;
const LINE_MONEY = ['amountSen', 'feeSen', 'netSen'] as const;

/** A line stored before version 3: its instant fee and payout from its amounts (see the header). */
function lineWithPayout(line: Item): Item {
  if (line.payout !== undefined && line.instantFeeSen !== undefined) return line;
  const taken = Number(line.amountSen) - Number(line.feeSen) - Number(line.netSen);
  const instantFeeSen = asSen(Math.max(0, taken));
  return { ...line, payout: instantFeeSen > 0 ? 'instant' : 'standard', instantFeeSen };
}

/** Stored form: the record as it is, amounts in integer sen (`salarySen`...), withdrawals' too. */
export function toStatementItem(s: MonthlyStatementRecord): StampedItem {
  return {
    ...keys.monthlyStatement(s.orgId, s.employeeICNumber, s.periodKey),
    entity: ENTITY,
    version: STATEMENT_VERSION,
    ...s,
  };
}

/** The pay day a version-1 message named ('… on pay day, 25 December 2026: …'), as `yyyy-MM-dd`. */
export function payDateOfV1Message(message: string): string | undefined {
  const m = /on pay day, (\d{1,2}) ([A-Z][a-z]+) (\d{4}):/.exec(message);
  const month = m ? MONTH_NAMES.findIndex((name) => name === m[2]) + 1 : 0;
  return m && month ? `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}` : undefined;
}

/**
 * An older statement's figures and message worked out again from its lines (see the header): the
 * pay day from a version-1 message, a version-2 one's own.
 */
function upgrade(s: Item, version: number): Item {
  const withdrawals = (s.withdrawals as Item[]).map(lineWithPayout);
  const lines = withdrawals.map((w) => ({
    amountSen: asSen(Number(w.amountSen)),
    feeSen: asSen(Number(w.feeSen)),
    instantFeeSen: asSen(Number(w.instantFeeSen)),
    netSen: asSen(Number(w.netSen)),
  }));
  const f = statementTotals(asSen(Number(s.salarySen)), lines);
  const message = typeof s.message === 'string' ? s.message : '';
  const payDate = version < 2 ? payDateOfV1Message(message) : typeof s.payDate === 'string' ? s.payDate : undefined;
  return {
    ...s,
    withdrawals,
    ...statementTotalsOf(f, payDate),
  };
}

/** The amounts of a stored statement (or line) as sen: every one is set, a missing one reads as 0. */
function amountsOrZero(item: Item, fields: readonly string[]): Item {
  const out: Item = { ...item };
  for (const field of fields) out[field] = asSen(Number(item[field] ?? 0));
  return out;
}

export function fromStatementItem(item: Item): MonthlyStatementRecord {
  const { pk: _pk, sk: _sk, entity: _e, version, pdfKey: _k, pdfGeneratedAt: _g, pdfVersion: _pv, ...rest } = item;
  const out: Item = {
    ...amountsOrZero(rest, MONEY),
    withdrawals: ((rest.withdrawals as Item[] | undefined) ?? []).map((line) => amountsOrZero(line, LINE_MONEY)),
  };
  const stored = Number(version ?? 1);
  return MonthlyStatementRecordSchema.parse(stored < STATEMENT_VERSION ? upgrade(out, stored) : out);
}

const toRow = ({
  id,
  statementDate,
  period,
  periodKey,
  totalWithdrawnSen,
  serviceFeeSen,
  instantFeeSen,
  totalReceivedSen,
  totalDeductableSen,
  balancePayableSen,
  transferred,
}: MonthlyStatementRecord): MonthlyStatementRowRecord => ({
  id,
  statementDate,
  period,
  periodKey,
  totalWithdrawnSen,
  serviceFeeSen,
  instantFeeSen,
  totalReceivedSen,
  totalDeductableSen,
  balancePayableSen,
  transferred,
});

/** An employee's statements, newest first (one Query on their prefix; at most twelve a year). */
export async function listStatements(orgId: string, icNumber: string): Promise<MonthlyStatementRowRecord[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': keys.monthlyStatement(orgId, icNumber, '').pk,
      ':sk': keys.monthlyStatementSkPrefix(icNumber),
    },
    ScanIndexForward: false,
  });
  return items.map((i) => toRow(fromStatementItem(i)));
}

/** One page of an employee's statements, newest first (a descending Query on their prefix). */
export async function listStatementsPage(
  orgId: string,
  icNumber: string,
  page: PageRequest,
): Promise<Page<MonthlyStatementRowRecord>> {
  const out = await queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: {
        ':pk': keys.monthlyStatement(orgId, icNumber, '').pk,
        ':sk': keys.monthlyStatementSkPrefix(icNumber),
      },
      ScanIndexForward: false,
    },
    keyAttributes: ['pk', 'sk'],
    start: page.start,
    limit: page.limit,
  });
  return { items: out.items.map((i) => toRow(fromStatementItem(i))), ...(out.next ? { next: out.next } : {}) };
}

/**
 * One statement with where its PDF is kept, or undefined. The PDF counts only when it was drawn
 * from the current version's figures (`pdfVersion`); one of version-1 figures is made again.
 */
export async function getStatement(
  orgId: string,
  icNumber: string,
  periodKey: string,
): Promise<{ statement: MonthlyStatementRecord; pdfKey?: string } | undefined> {
  const { Item } = await table.get({ Key: keys.monthlyStatement(orgId, icNumber, periodKey), ConsistentRead: true });
  if (!Item) return undefined;
  const current = typeof Item.pdfKey === 'string' && Item.pdfVersion === STATEMENT_VERSION;
  return { statement: fromStatementItem(Item), ...(current ? { pdfKey: Item.pdfKey as string } : {}) };
}

/**
 * Record where the statement's PDF is and which figures it shows, unless a PDF of the current
 * figures is already recorded: two first downloads at once write the same file under the same
 * key, and the first record (its time) is kept.
 */
export async function setStatementPdf(
  s: Pick<MonthlyStatementRecord, 'orgId' | 'employeeICNumber' | 'periodKey'>,
  pdfKey: string,
  at: number,
): Promise<void> {
  try {
    await table.update({
      Key: keys.monthlyStatement(s.orgId, s.employeeICNumber, s.periodKey),
      UpdateExpression: 'SET pdfKey = :key, pdfVersion = :v, pdfGeneratedAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(pdfVersion) OR pdfVersion <> :v)',
      ExpressionAttributeValues: { ':key': pdfKey, ':v': STATEMENT_VERSION, ':at': at },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
  }
}

/** Store a new statement; false when the employee already has one for the period (nothing is changed). */
export async function putStatementOnce(s: MonthlyStatementRecord): Promise<boolean> {
  try {
    await table.put({ Item: toStatementItem(s), ConditionExpression: 'attribute_not_exists(pk)' });
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}
