import { epochSeconds } from '../../../shared/domain/time/time';
import {
  getSandboxPayout,
  openSandboxAccount,
  recordSandboxFailed,
  recordSandboxPaid,
  sandboxBalanceSen,
} from '../../data/finance/payment-gateway-sandbox';
import type { PaymentGateway, PayoutRequest, PayoutResult } from './payment-gateway';

/**
 * Test accounts of the sandbox, like a card provider's test card numbers (docs/rules.md#disbursements):
 * an account number starting with `0000` is always refused (a closed account); one starting with
 * `0001` is refused on the first try of a reference and paid on the next (a bank briefly
 * unavailable), so a retry can be shown paying only what failed.
 */
export const SANDBOX_CLOSED_ACCOUNT_PREFIX = '0000';
export const SANDBOX_FLAKY_ACCOUNT_PREFIX = '0001';
export const SANDBOX_CLOSED_REASON = 'The beneficiary account is closed (sandbox test account 0000…).';
export const SANDBOX_FLAKY_REASON = 'The beneficiary bank did not answer; try again (sandbox test account 0001…).';

/** Why the sandbox refuses this payout (its `attempts` earlier tries included), or undefined to pay it. */
function refusal(request: PayoutRequest, earlierAttempts: number): string | undefined {
  const account = request.accountNumber.replace(/-/g, '');
  if (account.startsWith(SANDBOX_CLOSED_ACCOUNT_PREFIX)) return SANDBOX_CLOSED_REASON;
  if (account.startsWith(SANDBOX_FLAKY_ACCOUNT_PREFIX) && earlierAttempts === 0) return SANDBOX_FLAKY_REASON;
  return undefined;
}

/** The sandbox gateway: keeps a balance and records every payout in the table, idempotent by reference. */
export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  balance: sandboxBalanceSen,
  async payout(request): Promise<PayoutResult> {
    const earlier = await getSandboxPayout(request.reference);
    if (earlier?.status === 'paid') return { status: 'paid', reference: request.reference };
    const attempts = (earlier?.attempts ?? 0) + 1;
    const record = { ...request, attempts, at: epochSeconds() };
    const reason = refusal(request, attempts - 1);
    if (reason) {
      await recordSandboxFailed({ ...record, status: 'failed', reason });
      return { status: 'failed', reference: request.reference, reason };
    }
    await openSandboxAccount(); // a fresh table's account starts with its starting balance
    try {
      await recordSandboxPaid({ ...record, status: 'paid' });
    } catch (err) {
      if (err instanceof Error && /balance is too low/.test(err.message))
        return {
          status: 'failed',
          reference: request.reference,
          reason: 'The gateway balance is too low for this payout.',
        };
      throw err;
    }
    // Paid now, or by a concurrent call of the same reference: either way it is paid once.
    return { status: 'paid', reference: request.reference };
  },
};
