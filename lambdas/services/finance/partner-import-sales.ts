import { addSen, senToRm } from '../../../shared/domain/money/money';
import type { PartnerRowResult, SaleRow } from '../../../shared/domain/finance/partner-file';
import { royaltySen, type SaleRecord } from '../../../shared/domain/finance/uploaded-document';
import type { TransactionHistoryRecord } from '../../../shared/domain/advance-pay/transaction-history';
import {
  existingSales,
  newSaleItems,
  royaltyMonthAddItem,
  saleIdOf,
  uploadLogPutItem,
  type RoyaltyAddition,
} from '../../data/finance/partner-import';
import type { TransactItem } from '../../data/table/table';
import { runPart, type ImportPart, type PartOutcome } from './partner-import-part';
import {
  PARTNER_IMPORT_MESSAGES as M,
  businessFailure,
  failedLog,
  readerFailure,
  rowValues,
  salesBatchSize,
  succeededLog,
  type PlannedSale,
  type RowFailure,
} from './partner-import-rules';

/**
 * The rows of a sales file (docs/rules.md#sales-and-settlement-files-the-trigger): each good row is
 * a sale of its organisation, a SALES row of its transaction history, its log and, for a
 * franchisee, an addition to its franchisor's royalties of the month, written together with the
 * rows around it in transactions of up to 100 items that also move the document's counters and cursor.
 */

/** Rows looked at together: a transaction holds at most 33 sales (3 items each, with the document's). */
const WINDOW = 33;

type Planned =
  | { plan: Extract<PlannedSale, { kind: 'failed' }>; failure: RowFailure }
  | {
      plan: Extract<PlannedSale, { kind: 'sale' }>;
      rowNo: number;
      sale: SaleRecord;
      royalty?: RoyaltyAddition;
      metadata: Record<string, unknown> & { values: ReturnType<typeof rowValues> };
    };

const failed = (failure: RowFailure): Planned => ({ plan: { kind: 'failed' }, failure });

/** What a row will be: a sale (with its royalty), or why not. */
async function planRow(part: ImportPart<'SALES'>, row: PartnerRowResult<'SALES'>, at: number): Promise<Planned> {
  if (!row.ok) return failed(readerFailure(row));
  const v: SaleRow = row.value;
  const values = rowValues('SALES', v);
  const org = await part.lookups.orgByCode(v.organisationCode);
  if (!org)
    return failed(businessFailure(row.rowNo, values, 'organisationCode', M.unknownOrganisation(v.organisationCode)));
  if (org.status !== 'Active')
    return failed(
      businessFailure(
        row.rowNo,
        values,
        'organisationCode',
        M.salesOnlyActive(v.organisationCode, org.name, org.status),
      ),
    );
  let franchise: Pick<SaleRecord, 'franchisorId' | 'franchisorName' | 'royaltyRate' | 'royaltySen'> = {};
  let royalty: RoyaltyAddition | undefined;
  if (org.franchiseType === 'franchisee' && org.franchisorId) {
    const franchisor = await part.lookups.orgById(org.franchisorId);
    if (!franchisor || franchisor.franchiseType !== 'franchisor')
      return failed(
        businessFailure(row.rowNo, values, 'organisationCode', M.franchisorGone(v.organisationCode, org.name)),
      );
    const rate = franchisor.royaltyRate ?? 0;
    const owedSen = royaltySen(v.amountSen, rate);
    franchise = {
      franchisorId: franchisor.id,
      franchisorName: franchisor.name,
      royaltyRate: rate,
      royaltySen: owedSen,
    };
    royalty = {
      franchisorId: franchisor.id,
      franchisorName: franchisor.name,
      royaltyRate: rate,
      month: v.date.slice(0, 7),
      salesSen: v.amountSen,
      royaltySen: owedSen,
      sales: 1,
      franchiseeIds: [org.id],
    };
  }
  const id = saleIdOf(org.id, v.reference);
  // The row's log names its amounts in RM, as the file does.
  const { royaltySen: owed, ...named } = franchise;
  const logged = { ...named, ...(owed === undefined ? {} : { royaltyAmount: senToRm(owed) }) };
  const sale: SaleRecord = {
    id,
    orgId: org.id,
    orgName: org.name,
    amountSen: v.amountSen,
    date: v.date,
    reference: v.reference,
    ...franchise,
    uploadedDocumentId: part.documentId,
    rowNo: row.rowNo,
    createdAt: at,
    modifiedAt: at,
  };
  return {
    plan: {
      kind: 'sale',
      saleKey: `${org.id}#${id}`,
      ...(royalty ? { royaltyKey: `${royalty.franchisorId}#${royalty.month}` } : {}),
    },
    rowNo: row.rowNo,
    sale,
    royalty,
    metadata: {
      values,
      orgId: org.id,
      orgName: org.name,
      saleId: id,
      amount: senToRm(v.amountSen),
      date: v.date,
      ...logged,
    },
  };
}

/** Sales already recorded (by an earlier file or row) become failed rows that say where. */
async function refuseRecorded(part: ImportPart<'SALES'>, planned: Planned[]): Promise<Planned[]> {
  const sales = planned.flatMap((p) => ('sale' in p ? [p.sale] : []));
  const existing = await existingSales(sales.map((s) => ({ orgId: s.orgId, id: s.id })));
  if (!existing.length) return planned;
  const byKey = new Map(existing.map((s) => [`${s.orgId}#${s.id}`, s]));
  return Promise.all(
    planned.map(async (p) => {
      if (!('sale' in p)) return p;
      const found = byKey.get(p.plan.saleKey);
      if (!found) return p;
      const fileName = await part.lookups.fileNameOf(found.uploadedDocumentId);
      return failed(
        businessFailure(
          p.rowNo,
          p.metadata.values,
          'reference',
          M.referenceTaken(p.sale.reference, fileName, found.rowNo),
        ),
      );
    }),
  );
}

/** One transaction's items: every row's writes and log, and one royalty update per franchisor and month. */
function batchItems(documentId: string, batch: readonly Planned[], at: number): TransactItem[] {
  const items: TransactItem[] = [];
  const royalties = new Map<string, RoyaltyAddition>();
  for (const p of batch) {
    if (!('sale' in p)) {
      items.push(uploadLogPutItem(failedLog(documentId, p.failure, at)));
      continue;
    }
    const history: TransactionHistoryRecord = {
      id: p.sale.id,
      orgId: p.sale.orgId,
      orgName: p.sale.orgName,
      amountSen: p.sale.amountSen,
      description: `Sales ${p.sale.reference}`,
      paymentDate: p.sale.date,
      status: 'COMPLETED',
      type: 'SALES',
      sourceId: p.sale.id,
      createdAt: at,
    };
    items.push(...newSaleItems(p.sale, history));
    items.push(uploadLogPutItem(succeededLog(documentId, p.rowNo, p.metadata, at)));
    if (p.royalty && p.plan.royaltyKey) {
      const sum = royalties.get(p.plan.royaltyKey);
      royalties.set(
        p.plan.royaltyKey,
        sum
          ? {
              ...sum,
              salesSen: addSen(sum.salesSen, p.royalty.salesSen),
              royaltySen: addSen(sum.royaltySen, p.royalty.royaltySen),
              sales: sum.sales + 1,
              franchiseeIds: [...new Set([...sum.franchiseeIds, ...p.royalty.franchiseeIds])],
            }
          : p.royalty,
      );
    }
  }
  return [...items, ...[...royalties.values()].map(royaltyMonthAddItem)];
}

/** Do a part of a sales file: as many rows as the part may, in transactions of up to 100 items. */
export function importSalesPart(part: ImportPart<'SALES'>, now: () => number): Promise<PartOutcome> {
  return runPart(part, now, async (from, at) => {
    const window = part.rows.slice(from, Math.min(part.stop, from + WINDOW));
    const planned = await refuseRecorded(part, await Promise.all(window.map((row) => planRow(part, row, at))));
    const batch = planned.slice(0, salesBatchSize(planned.map((p) => p.plan)));
    const ok = batch.filter((p) => 'sale' in p).length;
    return {
      from,
      to: from + batch.length,
      succeeded: ok,
      failed: batch.length - ok,
      items: batchItems(part.documentId, batch, at),
    };
  });
}
