import { AppError } from '../../shared/registry/errors';
import { keys } from './keys';
import { conditionFailedAt, type TransactItem } from './table';

/**
 * The organisation's available credit (`disbursements.creditLimitSen` on its record) moved inside
 * a transaction with the write that moves it (docs/rules.md#disbursements): an approval reserves
 * a disbursement's total, a cancellation or a settlement payment gives it back.
 */

/**
 * Take `amountSen` off the available credit, only while at least that much is available: two
 * approvals racing for the last of the credit cannot both pass, and the credit never goes negative.
 */
export const reserveCreditItem = (orgId: string, amountSen: number): TransactItem => ({
  Update: {
    Key: keys.org(orgId),
    UpdateExpression: 'SET disbursements.creditLimitSen = disbursements.creditLimitSen - :amount',
    ConditionExpression: 'disbursements.creditLimitSen >= :amount',
    ExpressionAttributeValues: { ':amount': amountSen },
  },
});

/** Give `amountSen` back to the available credit (a cancellation, a settlement payment). */
export const restoreCreditItem = (orgId: string, amountSen: number): TransactItem => ({
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
export function creditRefusal(err: unknown, index: number, neededRm: number): AppError | undefined {
  if (!conditionFailedAt(err, index)) return undefined;
  return new AppError(
    'INVALID_STATE',
    `The organization's available credit is less than this disbursement's total (RM ${neededRm.toFixed(2)}). Settle earlier disbursements or ask for a higher credit limit.`,
  );
}
