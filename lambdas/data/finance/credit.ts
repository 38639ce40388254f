import { rmTextOfSen, type Sen } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { conditionFailedAt, type TransactItem } from '../table/table';

/**
 * The organisation's available credit (`disbursements.creditLimitSen` on its record) moved inside
 * a transaction with the write that moves it (docs/rules.md#disbursements): an approval reserves
 * a disbursement's total, a cancellation or a settlement payment gives it back.
 */

/**
 * Take `amountSen` off the available credit, only while at least that much is available: two
 * approvals racing for the last of the credit cannot both pass, and the credit never goes negative.
 * With `makerCheckerOff`, also only while two people for money is still off for the organisation
 * (the preparer's own approval, docs/rules.md#maker-checker): one transaction may not hold a second
 * item on the organisation's record, so the check rides on this one.
 */
export const reserveCreditItem = (
  orgId: string,
  amountSen: Sen,
  opts: { makerCheckerOff?: boolean } = {},
): TransactItem => ({
  Update: {
    Key: keys.org(orgId),
    UpdateExpression: 'SET disbursements.creditLimitSen = disbursements.creditLimitSen - :amount',
    ConditionExpression: opts.makerCheckerOff
      ? 'disbursements.creditLimitSen >= :amount AND makerChecker = :off'
      : 'disbursements.creditLimitSen >= :amount',
    ExpressionAttributeValues: { ':amount': amountSen, ...(opts.makerCheckerOff ? { ':off': 'off' } : {}) },
  },
});

/** Give `amountSen` back to the available credit (a cancellation, a settlement payment). */
export const restoreCreditItem = (orgId: string, amountSen: Sen): TransactItem => ({
  Update: {
    Key: keys.org(orgId),
    UpdateExpression: 'SET disbursements.creditLimitSen = disbursements.creditLimitSen + :amount',
    ConditionExpression: 'attribute_exists(disbursements.creditLimitSen)',
    ExpressionAttributeValues: { ':amount': amountSen },
  },
});

/**
 * The error for a transaction whose credit item (at `index`) was refused: not enough available
 * credit (or none set up); undefined when the refusal was elsewhere.
 */
export function creditRefusal(err: unknown, index: number, needed: Sen): AppError | undefined {
  if (!conditionFailedAt(err, index)) return undefined;
  return new AppError(
    'INVALID_STATE',
    `The organization's available credit is less than this disbursement's total (${rmTextOfSen(needed)}). Settle earlier disbursements or ask for a higher credit limit.`,
  );
}
