import { gatewayKeys } from '../table/keys';
import { conditionFailedAt, conflictCodes, table } from '../table/table';

/** Tries of a payout that only collided with another transaction on the account item. */
const CONFLICT_ATTEMPTS = 5;

/**
 * The sandbox payment gateway's books in the table (`PLATFORM#GATEWAY`): its account balance and
 * one item per payout reference. Used only by lambdas/services/finance/payment-gateway-sandbox.ts.
 */

const GATEWAY = 'sandbox';
/** The sandbox account starts with RM 1,000,000 (the demo seed writes it; a fresh table gets it on first use). */
export const SANDBOX_STARTING_BALANCE_SEN = 100_000_000;

/** Open the sandbox account with its starting balance unless it exists (idempotent). */
export async function openSandboxAccount(balanceSen = SANDBOX_STARTING_BALANCE_SEN): Promise<void> {
  try {
    await table.put({
      Item: { ...gatewayKeys.account(GATEWAY), entity: 'gatewayAccount', version: 1, gateway: GATEWAY, balanceSen },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  } catch (err) {
    if (!conditionFailedAt(err)) throw err;
  }
}

/** The account's balance in sen (an account not opened yet has its starting balance; reading never writes). */
export async function sandboxBalanceSen(): Promise<number> {
  const { Item } = await table.get({ Key: gatewayKeys.account(GATEWAY), ConsistentRead: true });
  return Item ? Number(Item.balanceSen) : SANDBOX_STARTING_BALANCE_SEN;
}

export interface SandboxPayoutRecord {
  reference: string;
  status: 'paid' | 'failed';
  amountSen: number;
  bankCode: string;
  accountNumber: string;
  name: string;
  reason?: string;
  attempts: number;
  at: number;
}

/** The payout recorded under a reference, if any. */
export async function getSandboxPayout(reference: string): Promise<SandboxPayoutRecord | undefined> {
  const { Item } = await table.get({ Key: gatewayKeys.payout(reference), ConsistentRead: true });
  return Item as SandboxPayoutRecord | undefined;
}

const notPaidYet = 'attribute_not_exists(pk) OR #status = :failed';

/**
 * Pay a reference: the payout item (unless already paid) and the balance (only while enough)
 * in one transaction. False when the reference was paid meanwhile; throws when the balance is short.
 */
export async function recordSandboxPaid(record: SandboxPayoutRecord): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await table.transact([
        {
          Put: {
            Item: { ...gatewayKeys.payout(record.reference), entity: 'gatewayPayout', version: 1, ...record },
            ConditionExpression: notPaidYet,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':failed': 'failed' },
          },
        },
        {
          Update: {
            Key: gatewayKeys.account(GATEWAY),
            UpdateExpression: 'SET balanceSen = balanceSen - :amount',
            ConditionExpression: 'balanceSen >= :amount',
            ExpressionAttributeValues: { ':amount': record.amountSen },
          },
        },
      ]);
      return true;
    } catch (err) {
      if (conditionFailedAt(err, 0)) return false;
      if (conditionFailedAt(err, 1))
        throw new Error('The sandbox gateway balance is too low for this payout', { cause: err });
      // Only collided with another payout on the account item: each try re-checks both conditions.
      if (!conflictCodes(err).includes('TransactionConflict') || attempt >= CONFLICT_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.floor(Math.random() * 30)));
    }
  }
}

/** Record a refused payout (never over a paid one). */
export async function recordSandboxFailed(record: SandboxPayoutRecord): Promise<void> {
  try {
    await table.put({
      Item: { ...gatewayKeys.payout(record.reference), entity: 'gatewayPayout', version: 1, ...record },
      ConditionExpression: notPaidYet,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':failed': 'failed' },
    });
  } catch (err) {
    if (!conditionFailedAt(err)) throw err;
  }
}
