import { getTransaction } from '../../../shared/callables/advance-pay-employee';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { AppError } from '../../../shared/registry/errors';
import { expectedCreditDateOf } from '../../../shared/domain/time/working-days';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { getAdvanceTransaction } from '../../data/advance-pay/advance-transactions';
import { businessCalendar } from '../../data/calendar/calendar-read';
import { getEscalationSettings } from '../../data/organisations/escalation-settings';
import { approvalHoursOf, decisionDueAt } from '../../../shared/domain/advance-pay/approval-deadline';
import { epochSeconds } from '../../../shared/domain/time/time';

/** The answer (404) to a transaction that is not the caller's, the same as to one that does not exist. */
export const TRANSACTION_NOT_FOUND = 'Transaction not found!';

/**
 * One of the caller's own withdrawals: the key holds their own IC number, so another employee's
 * id simply is not found (404). While not completed, rejected or cancelled: with its expected
 * credit date (shared/domain/time/working-days.ts); while pending, with when its decision is due
 * (shared/domain/advance-pay/approval-deadline.ts).
 */
export const handler = makeHandler(getTransaction, async (input, caller) => {
  const employee = await requireOwnEmployee(caller);
  const tx = await getAdvanceTransaction(employee.orgId, employee.employeeICNumber, input.transactionId);
  if (!tx) throw new AppError('NOT_FOUND', TRANSACTION_NOT_FOUND);
  const now = new Date();
  const createdAt = new Date(tx.createdAt * 1000);
  const holidays = await businessCalendar(now, createdAt);
  const expected = expectedCreditDateOf(tx, holidays, now);
  // While pending: when the decision is due (the organisation's approval time, one GetItem).
  const due =
    tx.status === 'pending'
      ? decisionDueAt(createdAt, approvalHoursOf(await getEscalationSettings(tx.orgId)), holidays)
      : undefined;
  return {
    ...advanceTransactionToRm(tx),
    ...(expected ? { expectedCreditDate: expected } : {}),
    ...(due ? { decisionDueAt: epochSeconds(due) } : {}),
  };
});
