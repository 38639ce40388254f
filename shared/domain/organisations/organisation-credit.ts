import { subtractSen, ZERO_SEN, type Sen } from '../money/money';

// The organisation's credit line: what is used of it, and what a new limit leaves available.

/** The credit amounts of an organisation's disbursement settings, in sen as the record keeps them. */
export interface CreditLimitsSen {
  initialCreditLimitSen?: Sen;
  creditLimitSen?: Sen;
}

/** The used part of the credit in sen (outstanding = initialCreditLimit − creditLimit, docs/rules.md#organisations). */
export const outstandingCreditSen = (d: CreditLimitsSen | undefined): Sen =>
  d?.initialCreditLimitSen === undefined
    ? ZERO_SEN
    : subtractSen(d.initialCreditLimitSen, d.creditLimitSen ?? d.initialCreditLimitSen);

/**
 * The credit amounts after an administrator sets the initial credit limit: the outstanding
 * (used) part is kept, so the available credit moves by as much as the limit does. Undefined
 * when the new limit is below what is outstanding. A first limit makes all of it available.
 */
export function creditAfterLimitChange(
  before: CreditLimitsSen | undefined,
  initialCreditLimitSen: Sen,
): Required<CreditLimitsSen> | undefined {
  const creditLimitSen = subtractSen(initialCreditLimitSen, outstandingCreditSen(before));
  return creditLimitSen < 0 ? undefined : { initialCreditLimitSen, creditLimitSen };
}
