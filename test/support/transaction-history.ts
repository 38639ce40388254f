import { ulid } from 'ulid';
import type { TransactionHistoryRow } from '../../shared/domain/advance-pay/transaction-history';
import { asSen, rmToSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { putTransactionHistoryRows } from '../../lambdas/data/finance/transaction-history';
import { signIn } from './api';
import { createTestUser } from './users';

/**
 * Transaction history rows written straight to the table (no callable writes them on their own:
 * settlements and disbursements do, in the transaction of the money movement).
 */

/** A fresh organisation (Disbursements on) of its own, with a signed-in Manager, Executive and employee. */
export async function historyOrg(prefix = 'txh') {
  const orgId = `${prefix}-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  const org = await createOrg({
    id: orgId,
    tenantId: orgId,
    name: `History Test ${orgId}`,
    status: 'Active',
    domain: orgId,
    eBenefits: 'no',
    advancePay: 'no',
    disbursements: {
      enable: 'yes',
      initialCreditLimitSen: asSen(10_000_000),
      creditLimitSen: asSen(10_000_000),
      platformFeePercentage: 2,
      monthlyFeePercentage: 1,
    },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  const users = await Promise.all(
    (['Manager', 'Executive', 'employee'] as const).map((role) => createTestUser({ role, orgId, acceptedTerms: true })),
  );
  const [manager, executive, employee] = await Promise.all(
    users.map(async (u) => (await signIn(u.email, u.password)).idToken),
  );
  return { orgId, org, manager, executive, employee, managerUser: users[0], executiveUser: users[1] };
}

/** A row of the organisation as callers see it (RM), COMPLETED unless told. */
export function historyRow(
  org: { id: string; name: string },
  over: Partial<TransactionHistoryRow> & Pick<TransactionHistoryRow, 'paymentDate'>,
): TransactionHistoryRow {
  const id = over.id ?? ulid();
  return {
    id,
    orgId: org.id,
    orgName: org.name,
    amount: 1000,
    description: 'Settlement transaction',
    status: 'COMPLETED',
    type: 'SETTLEMENT',
    sourceId: ulid(),
    createdAt: epochSeconds(),
    ...over,
  };
}

/** Store the rows (100 to a transaction), as the server keeps them: each amount in sen. */
export const putHistoryRows = (rows: readonly TransactionHistoryRow[]) =>
  putTransactionHistoryRows(rows.map(({ amount, ...row }) => ({ ...row, amountSen: rmToSen(amount) })));
