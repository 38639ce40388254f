import { rmToSen, senToRm, subtractSen, ZERO_SEN, type Sen } from '../money/money';

// The organisation's credit line: what is used of it, and what a new limit leaves available.

/** The used part of the credit in sen (outstanding = initialCreditLimit − creditLimit, docs/rules.md#organisations). */
export const outstandingCreditSen = (d: { initialCreditLimit?: number; creditLimit?: number } | undefined): Sen =>
  d?.initialCreditLimit === undefined
    ? ZERO_SEN
    : subtractSen(rmToSen(d.initialCreditLimit), rmToSen(d.creditLimit ?? d.initialCreditLimit));

/**
 * The credit amounts after an administrator sets the initial credit limit: the outstanding
 * (used) part is kept, so the available credit moves by as much as the limit does. Undefined
 * when the new limit is below what is outstanding. A first limit makes all of it available.
 */
export function creditAfterLimitChange(
  before: { initialCreditLimit?: number; creditLimit?: number } | undefined,
  initialCreditLimit: number,
) {
  const creditSen = subtractSen(rmToSen(initialCreditLimit), outstandingCreditSen(before));
  return creditSen < 0 ? undefined : { initialCreditLimit, creditLimit: senToRm(creditSen) };
}
