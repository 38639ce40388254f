import { ulid } from 'ulid';
import { complete } from '../../../shared/callables/disbursements';
import { addMonthsIso } from '../../../shared/domain/finance/disbursement';
import { disbursementToRm } from '../../../shared/domain/finance/disbursement-record';
import { senToRm, ZERO_SEN } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireDisbursement } from '../../data/finance/disbursements';
import { newRepaymentItem } from '../../data/finance/repayments';
import { transactionHistoryPutItem } from '../../data/finance/transaction-history';
import { requireAction, requireFresh, rmText } from '../../services/finance/disbursements';
import { unpaidPayees } from '../../services/finance/disbursement-payout-state';
import { transitionDisbursement } from '../../services/finance/disbursement-transitions';

/**
 * An administrator completes a processing disbursement on `dateCompleted`. In ONE transaction: the
 * disbursement (completed, with its `repaymentId`), its settlement (due `date` + repaymentPeriod
 * months, amountDue = total), the DISBURSEMENT row of the transaction history and the history entry.
 * One paid through the gateway completes only once every payee is paid.
 */
export const handler = makeHandler(complete, async ({ orgId, disbursementId, modifiedAt, dateCompleted }, caller) => {
  const before = await requireDisbursement(scopeOrg(caller, orgId), disbursementId);
  requireFresh(before, modifiedAt);
  requireAction(before, 'complete');
  const unpaid = before.payouts?.length ? unpaidPayees(before) : [];
  if (unpaid.length)
    throw new AppError(
      'INVALID_STATE',
      `${unpaid.length} payee(s) of this disbursement are not paid yet (${unpaid.map((p) => p.name).join(', ')}). Process it with the payment gateway again, then complete it.`,
    );
  const repaymentId = ulid();
  const dueDate = addMonthsIso(before.date, before.repaymentPeriod);
  const completed = await transitionDisbursement(caller, before, 'complete', {
    set: { dateCompleted, repaymentId },
    extra: (after, at) => [
      newRepaymentItem({
        id: repaymentId,
        orgId: after.orgId,
        disbursementId: after.id,
        disbursement: { orgName: after.orgName, name: after.name },
        dueDate,
        amountDueSen: after.totalSen,
        amountRepaidSen: ZERO_SEN,
        createdAt: at,
        modifiedAt: at,
        createdBy: callerName(caller),
        modifiedBy: callerName(caller),
      }),
      transactionHistoryPutItem({
        id: ulid(),
        orgId: after.orgId,
        orgName: after.orgName,
        // The transaction history still keeps RM inside (not yet converted to sen).
        amount: senToRm(after.disbursementTotalSen),
        description: `Disbursement: ${after.name}`,
        paymentDate: dateCompleted,
        status: 'COMPLETED',
        type: 'DISBURSEMENT',
        sourceId: after.id,
        createdAt: at,
      }),
    ],
    why: `Completed on ${dateCompleted}; settlement of ${rmText(before.totalSen)} due ${dueDate}`,
  });
  return disbursementToRm(completed);
});
