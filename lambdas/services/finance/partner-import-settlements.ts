import { senToRm } from '../../../shared/domain/money/money';
import type { PartnerRowResult, SettlementRow } from '../../../shared/domain/finance/partner-file';
import { applyPaymentSen } from '../../../shared/domain/finance/repayment';
import { actingAs, platformActor } from '../../core/audit-actor';
import { getDisbursement } from '../../data/finance/disbursements';
import {
  getSettlementReference,
  settlementReferenceClaimItem,
  uploadLogPutItem,
} from '../../data/finance/partner-import';
import { getStoredRepayment } from '../../data/finance/repayments';
import type { TransactItem } from '../../data/table/table';
import { runPart, type ImportPart, type PartOutcome } from './partner-import-part';
import {
  PARTNER_IMPORT_MESSAGES as M,
  businessFailure,
  failedLog,
  readerFailure,
  rowValues,
  succeededLog,
  type RowFailure,
} from './partner-import-rules';
import { paymentWrite } from './repayment-transactions';

/**
 * The rows of a settlement file (docs/rules.md#sales-and-settlement-files-the-trigger): each good
 * row is a payment towards its disbursement's settlement, written exactly as an administrator's
 * payment (repaymentTransactions-create: the settlement, the credit line, the SETTLEMENT row of the
 * transaction history, the settlement's history), with the claim of its reference, its log and the
 * document's counters and cursor: one row per transaction, since each moves one settlement's amounts.
 */

type Planned = { failure: RowFailure } | { items: TransactItem[] };

/** Who a file's payments are recorded by (the settlement's history and the transaction show it). */
export const partnerFileAuthor = (fileName: string) => `Partner file ${fileName}`;

/** What a row will write: a payment, or only its failed log. */
async function planRow(
  part: ImportPart<'SETTLEMENTS'>,
  row: PartnerRowResult<'SETTLEMENTS'>,
  at: number,
): Promise<Planned> {
  if (!row.ok) return { failure: readerFailure(row) };
  const v: SettlementRow = row.value;
  const values = rowValues('SETTLEMENTS', v);
  const refuse = (column: Parameters<typeof businessFailure>[2], message: string) => ({
    failure: businessFailure(row.rowNo, values, column, message),
  });
  const org = await part.lookups.orgByCode(v.organisationCode);
  if (!org) return refuse('organisationCode', M.unknownOrganisation(v.organisationCode));
  const disbursement = await getDisbursement(org.id, v.disbursementId);
  if (!disbursement) return refuse('disbursementId', M.unknownDisbursement(v.organisationCode, v.disbursementId));
  const settlement =
    disbursement.status === 'completed' && disbursement.repaymentId
      ? await getStoredRepayment(org.id, disbursement.repaymentId)
      : undefined;
  if (!settlement)
    return refuse('disbursementId', M.noSettlement(disbursement.id, disbursement.name, disbursement.status));
  const claim = await getSettlementReference(org.id, v.reference);
  if (claim) {
    const fileName = await part.lookups.fileNameOf(claim.documentId);
    return refuse('reference', M.referenceTaken(v.reference, fileName, claim.rowNo));
  }
  const check = applyPaymentSen(settlement, v.amountRepaidSen);
  if (!check.ok) return refuse('amountRepaid', check.message);
  const payment = paymentWrite(
    settlement,
    { paymentDate: v.paymentDate, amountRepaidSen: v.amountRepaidSen },
    partnerFileAuthor(part.fileName),
    at,
  );
  const log = succeededLog(
    part.documentId,
    row.rowNo,
    {
      values,
      orgId: org.id,
      orgName: org.name,
      disbursementId: disbursement.id,
      disbursementName: disbursement.name,
      repaymentId: settlement.id,
      repaymentTransactionId: payment.transaction.id,
      amountRepaid: senToRm(payment.transaction.amountRepaidSen),
      paymentDate: v.paymentDate,
      amountDue: senToRm(check.amountDueSen),
    },
    at,
  );
  return {
    items: [
      ...payment.items,
      settlementReferenceClaimItem(
        org.id,
        v.reference,
        { documentId: part.documentId, rowNo: row.rowNo, repaymentTransactionId: payment.transaction.id },
        at,
      ),
      uploadLogPutItem(log),
    ],
  };
}

/**
 * Do a part of a settlement file, one row per transaction; the settlements' audit entries name the
 * file as who paid them (docs/rules.md#audit-trail).
 */
export async function importSettlementsPart(part: ImportPart<'SETTLEMENTS'>, now: () => number): Promise<PartOutcome> {
  const { result } = await actingAs(platformActor(partnerFileAuthor(part.fileName)), () =>
    runPart(part, now, async (from, at) => {
      const planned = await planRow(part, part.rows[from], at);
      const ok = 'items' in planned;
      const items = ok ? planned.items : [uploadLogPutItem(failedLog(part.documentId, planned.failure, at))];
      return { from, to: from + 1, succeeded: ok ? 1 : 0, failed: ok ? 0 : 1, items };
    }),
  );
  return result;
}
