import { describe, expect, it } from 'vitest';
import { getSandboxPayout } from '../../lambdas/data/finance/payment-gateway-sandbox';
import { getAdvanceTransaction, updateAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import { instantReference } from '../../lambdas/services/advance-pay/instant-payout';
import { INSTANT_PAYOUT_UNDER_WAY } from '../../lambdas/services/advance-pay/withdrawal-approval';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { runJob } from '../../dev/scheduler';
import { epochSeconds } from '../../shared/domain/time/time';
import type { AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, errorInfoOf, expectOk, okBody, signIn } from '../support/api';
import { codeSentTo } from '../support/own-profile';

/**
 * The instant-payout-retry job (docs/rules.md#instant-payout) on the local stack: an instant payout
 * nobody is paying any more (the approving call died before paying, or its holder got no answer) is
 * paid once, or falls back to the end-of-day batch; one still within its holder's lease is left alone;
 * racing runs pay once; no administrator changes one while it is held.
 */

type World = Awaited<ReturnType<typeof advancePayWorld>>;
const INSTANT_ON = { instantPayout: 'yes' as const, instantPayoutFeePercentage: 1.5 };
const job = SCHEDULED_JOBS.find((j) => j.name === 'instant-payout-retry')!;
const retry = (world: World) => runJob(job, new Date(), { orgId: world.orgId });

/** An instant request of RM 200 waiting for the Manager, as stored. */
async function instantRequest(world: World): Promise<AdvanceTransactionRecord> {
  await table.delete({ Key: keys.smsCode(world.orgId, world.employee.user.id, 'withdrawal') });
  const input = { amount: 200, reason: 'Bills' as const, payout: 'instant' as const };
  expectOk(await callApi('advancePayEmployee-sendVerificationCode', input, world.employee.token));
  const code = await codeSentTo(world.employee.employee.mobileNumber!);
  const tx = okBody(
    await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount: 200, reasonForWithdrawal: 'Bills', verificationCode: code, payout: 'instant' },
      world.employee.token,
    ),
  );
  return (await stored(world, tx.id))!;
}

const stored = (world: World, id: string) =>
  getAdvanceTransaction(world.orgId, world.employee.employee.employeeICNumber, id);

/**
 * Approved `ago` seconds ago and left as a call that died leaves it: `due` (died before taking the
 * payout) or `sending` (took it `ago` seconds ago, then died or got no answer from the gateway).
 */
async function leftHeld(before: AdvanceTransactionRecord, state: 'due' | 'sending', ago: number) {
  const at = epochSeconds() - ago;
  const after: AdvanceTransactionRecord = {
    ...before,
    status: 'approved',
    instantState: state,
    ...(state === 'sending' ? { instantClaimAt: at } : {}),
    modifiedAt: at,
    history: [...(before.history ?? []), { status: 'approved', at, by: 'manager@test' }],
  };
  return updateAdvanceTransaction(before, after);
}

const endOfDay = async (world: World) => {
  const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  return okBody(await callApi('advancePayAdmin-endOfDayProcessing', { orgId: world.orgId }, admin));
};

describe('the instant payout retry job', () => {
  it('pays, once, a payout the approving call left due; racing runs and a later run pay nothing more', async () => {
    const world = await advancePayWorld({ org: INSTANT_ON });
    const tx = await instantRequest(world);
    const fresh = await leftHeld(tx, 'due', 0);
    // Just approved: the approving call is on it, the job leaves it alone.
    expect(await retry(world)).toMatchObject({ held: 1, retried: 0, paid: 0, failed: 0 });
    expect(await getSandboxPayout(instantReference(tx))).toBeUndefined();
    // Two minutes later nobody has paid it: the call died.
    await updateAdvanceTransaction(fresh, { ...fresh, modifiedAt: epochSeconds() - 120 });

    const runs = (await Promise.all([retry(world), retry(world)])) as { paid: number }[];
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(1);
    expect(await stored(world, tx.id)).toMatchObject({ status: 'completed', instantState: 'paid', payout: 'instant' });
    expect(await getSandboxPayout(instantReference(tx))).toMatchObject({ status: 'paid', attempts: 1 });
    expect(await retry(world)).toMatchObject({ held: 0, retried: 0, paid: 0 });
    expect((await endOfDay(world)).count).toBe(0);
  });

  it('leaves a payout within its holder’s lease; after it, a failing account falls back to the batch, once', async () => {
    const world = await advancePayWorld({ org: INSTANT_ON, employee: { accountNumber: '000012345678' } });
    const tx = await instantRequest(world);
    const held = await leftHeld(tx, 'sending', 10);
    expect(await retry(world)).toMatchObject({ held: 1, retried: 0 });
    expect(await stored(world, tx.id)).toMatchObject({ status: 'approved', instantState: 'sending' });
    expect((await endOfDay(world)).count).toBe(0); // being paid: in no bank file

    // Meanwhile no administrator can change it: the gateway may be paying it (a bank file too would pay twice).
    const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
    for (const status of ['processing', 'cancelled'] as const) {
      const change = await callApi(
        'advancePayAdmin-updateOne',
        {
          status,
          orgId: world.orgId,
          transactionId: tx.id,
          employeeICNumber: tx.employeeICNumber,
          ...(status === 'cancelled' ? { reason: 'Duplicate' } : {}),
        },
        admin,
      );
      expect(change.status).toBe(409);
      expect(errorInfoOf(change).message).toBe(INSTANT_PAYOUT_UNDER_WAY);
    }
    expect(await stored(world, tx.id)).toMatchObject({ status: 'approved', instantState: 'sending' });

    // The holder got no answer and its lease ran out: the job asks the gateway again, under the same key.
    const lapsed = epochSeconds() - 400;
    await updateAdvanceTransaction(held, { ...held, instantClaimAt: lapsed, modifiedAt: lapsed });
    expect(await retry(world)).toMatchObject({ held: 1, retried: 1, paid: 0, fellBack: 1 });
    const after = await stored(world, tx.id);
    expect(after).toMatchObject({ status: 'approved', payout: 'standard', instantState: 'failed' });
    expect(after?.instantFeeSen).toBeUndefined();
    expect(await getSandboxPayout(instantReference(tx))).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await retry(world)).toMatchObject({ held: 0, retried: 0 });
    expect((await endOfDay(world)).count).toBe(1);
  });
});
