import { ulid } from 'ulid';
import { asSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { putStatementOnce } from '../../lambdas/data/advance-pay/statements';
import { toElectedWalletItem } from '../../lambdas/data/benefits/elected-wallets';
import { putOutboxMessage } from '../../lambdas/data/messages/outbox';
import { table } from '../../lambdas/data/table/table';

/**
 * An employee's other personal records, stored directly (the privacy tests: the data download and
 * the anonymisation job): a monthly statement, an e-wallet election, a kept SMS.
 */

/** A statement of `periodKey` (withdrawn RM 123.45, balance payable RM 2,876.55) in the employee's name. */
export async function storeStatement(orgId: string, orgName: string, icNumber: string, periodKey: string) {
  await putStatementOnce({
    id: periodKey,
    statementDate: `${periodKey}-28`,
    period: periodKey,
    periodKey,
    employeeName: 'Nur Hidayah',
    employeeICNumber: icNumber,
    orgId,
    orgName,
    salarySen: asSen(300_000),
    totalWithdrawnSen: asSen(12_345),
    serviceFeeSen: asSen(617),
    instantFeeSen: asSen(0),
    totalReceivedSen: asSen(11_728),
    totalDeductableSen: asSen(12_345),
    balancePayableSen: asSen(287_655),
    message: 'Statement of Nur Hidayah',
    transferred: 1,
    withdrawals: [],
    createdAt: epochSeconds(),
  });
}

/** An election of Touch 'n Go (account 0123456789) for `percentage`. */
export async function storeElection(orgId: string, icNumber: string, percentage: number) {
  const at = epochSeconds();
  await table.put({
    Item: toElectedWalletItem({
      id: 'wallet-tng',
      orgId,
      employeeICNumber: icNumber,
      walletId: 'wallet-tng',
      name: "Touch 'n Go",
      accountNumber: '0123456789',
      percentage,
      accountVerified: 'Yes',
      createdAt: at,
      modifiedAt: at,
    }),
  });
}

/** An SMS as the local outbox keeps it, sent now. */
export async function storeSms(to: string, text: string) {
  await putOutboxMessage({ id: ulid(), channel: 'sms', to, text, sentAt: new Date().toISOString() }, new Date());
}
