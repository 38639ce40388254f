import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { getSandboxPayout } from '../../lambdas/data/finance/payment-gateway-sandbox';
import { paymentGateway } from '../../lambdas/services/finance/payment-gateway';
import { SANDBOX_CLOSED_REASON, SANDBOX_FLAKY_REASON } from '../../lambdas/services/finance/payment-gateway-sandbox';

/** The sandbox gateway itself, through the interface the product uses (the shared account: only its deltas are checked). */
const gateway = paymentGateway();
const request = (accountNumber = '514012345678', amountSen = 12_345) => ({
  reference: `TEST-${ulid()}`,
  amountSen,
  bankCode: 'MBBEMYKL',
  accountNumber,
  name: 'Test Payee',
});

describe('sandbox payment gateway', () => {
  it('is the default adapter', () => {
    expect(gateway.name).toBe('sandbox');
  });

  it('pays a reference once, however often or concurrently it is asked', async () => {
    const req = request();
    const before = await gateway.balance();
    const results = await Promise.all([gateway.payout(req), gateway.payout(req), gateway.payout(req)]);
    expect(results.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await gateway.payout(req)).toEqual({ status: 'paid', reference: req.reference });
    expect(before - (await gateway.balance())).toBe(12_345);
    expect(await getSandboxPayout(req.reference)).toMatchObject({ status: 'paid', amountSen: 12_345, attempts: 1 });
  });

  it('always refuses the closed test account 0000…, taking nothing', async () => {
    const req = request('0000987654');
    const before = await gateway.balance();
    expect(await gateway.payout(req)).toEqual({
      status: 'failed',
      reference: req.reference,
      reason: SANDBOX_CLOSED_REASON,
    });
    expect(await gateway.payout(req)).toMatchObject({ status: 'failed' });
    expect(await gateway.balance()).toBe(before);
    expect(await getSandboxPayout(req.reference)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('refuses the flaky test account 0001… on the first try and pays it on the next', async () => {
    const req = request('0001987654', 500);
    const before = await gateway.balance();
    expect(await gateway.payout(req)).toEqual({
      status: 'failed',
      reference: req.reference,
      reason: SANDBOX_FLAKY_REASON,
    });
    expect(await gateway.payout(req)).toEqual({ status: 'paid', reference: req.reference });
    expect(before - (await gateway.balance())).toBe(500);
  });

  it('refuses a payout larger than its balance, taking nothing', async () => {
    const before = await gateway.balance();
    const req = request('514012345678', before + 1);
    const out = await gateway.payout(req);
    expect(out.status).toBe('failed');
    expect(out.status === 'failed' ? out.reason : '').toMatch(/balance is too low/);
    expect(await gateway.balance()).toBe(before);
  });
});
