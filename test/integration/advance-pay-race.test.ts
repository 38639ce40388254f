import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import type { AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { asSen, rmToSen, ZERO_SEN } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { getWithdrawnThisPeriodSen } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import {
  createAdvanceTransaction,
  listEmployeeAdvanceTransactions,
  newTransactionItems,
} from '../../lambdas/data/advance-pay/advance-transactions';
import { table } from '../../lambdas/data/table/table';
import { frequencyGuardItem, readFrequencyGuard } from '../../lambdas/data/advance-pay/withdrawal-guards';
import { checkWithdrawalCode, CODE_BUSY_MESSAGE, wrongCodesOf } from '../../lambdas/data/advance-pay/withdrawal-codes';
import { callApi, expectRefused, okBody } from '../support/api';
import { freshAdvancePayOrg, putPolicy } from '../support/advance-pay';
import { codeSentTo, freshEmployee } from '../support/own-profile';

/**
 * Racing withdrawals: a withdrawal must never exceed the allowance, even when two requests race
 * (docs/rules.md#advance-pay-limits, docs/decisions/0002-month-summaries-in-the-same-transaction.md).
 * Requests are fired together with Promise.all against the real local stack (DynamoDB Local
 * executes them concurrently), and the stored total is compared with what could be withdrawn.
 */

const BANK = { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' };
const LIVE = new Set(['pending', 'approved', 'processing', 'completed']);

async function employeeWorld() {
  const org = await freshAdvancePayOrg();
  await putPolicy(org.id, { maximumWithdrawalAmountSen: asSen(100_000) });
  const e = await freshEmployee(org.id, { salarySen: asSen(6_000_000), ...BANK });
  return {
    orgId: org.id,
    ic: e.employee.employeeICNumber,
    token: e.token,
    mobile: e.employee.mobileNumber!,
    userId: e.user.id,
  };
}

const liveTotalSen = async (orgId: string, ic: string) =>
  (await listEmployeeAdvanceTransactions(orgId, ic))
    .filter((t) => LIVE.has(t.status))
    .reduce((s, t) => s + t.amountSen, 0);

/** A pending withdrawal of `amount` RM (stored in sen), no fee. */
const newTx = (orgId: string, ic: string, amount: number): AdvanceTransactionRecord => {
  const at = epochSeconds();
  const period = periodOf();
  return {
    id: ulid(),
    orgId,
    employeeICNumber: ic,
    status: 'pending',
    period: period.text,
    periodKey: period.key,
    amountSen: rmToSen(amount),
    feeSen: ZERO_SEN,
    netAmountSen: rmToSen(amount),
    reasonForWithdrawal: 'Bills',
    createdBy: 'race',
    createdAt: at,
    modifiedAt: at,
    history: [{ status: 'pending', at, by: 'race' }],
  };
};

describe('racing withdrawals', () => {
  it('through the API: eight initiateTransaction requests at once, worth 8 × the limit, store one withdrawal within it', async () => {
    const w = await employeeWorld();
    const balance = okBody(await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.token));
    const amount = Math.floor(balance.withdrawable);
    expect(amount).toBeGreaterThanOrEqual(100);
    expect(
      (await callApi('advancePayEmployee-sendVerificationCode', { amount, reason: 'Bills' }, w.token)).status,
    ).toBe(200);
    const code = await codeSentTo(w.mobile);

    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi(
          'advancePayEmployee-initiateTransaction',
          { amount, reasonForWithdrawal: 'Bills', verificationCode: code },
          w.token,
        ),
      ),
    );

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // Every loser is a clear refusal (code used, frequency, limit, or the code still being checked),
    // never a 5xx or a generic conflict; and eight right codes at once never lock the account.
    for (const r of results.filter((x) => x.status !== 200)) {
      if (r.status === 429) expect(r.body.errorInfo).toMatchObject({ code: 'THROTTLED', message: CODE_BUSY_MESSAGE });
      else {
        expectRefused(r, 422);
        expect(r.body.errorInfo.code).toBe('FAILED_PRECONDITION');
      }
    }
    expect((await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.token)).status).toBe(200);
    const stored = await liveTotalSen(w.orgId, w.ic);
    expect(stored).toBe(amount * 100);
    expect(stored).toBeLessThanOrEqual(Math.round(balance.withdrawable * 100));
    expect(await getWithdrawnThisPeriodSen(w.orgId, w.ic, periodOf().key)).toBe(stored);
  });

  it('right codes still being checked take the tries but never lock: the next one is asked to wait (429), and the code still works', async () => {
    const w = await employeeWorld();
    const amount = 150;
    expect(
      (await callApi('advancePayEmployee-sendVerificationCode', { amount, reason: 'Bills' }, w.token)).status,
    ).toBe(200);
    const code = await codeSentTo(w.mobile);
    // Five requests with the right code are being checked (each has taken its try, none is stored yet).
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await checkWithdrawalCode(
            w.orgId,
            w.userId,
            code,
            { amountSen: asSen(amount * 100), reason: 'Bills', payout: 'standard' },
            epochSeconds(),
          )
        ).outcome,
      ).toBe('ok');
    }
    const busy = await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount, reasonForWithdrawal: 'Bills', verificationCode: code },
      w.token,
    );
    expectRefused(busy, 429);
    expect(busy.body.errorInfo).toMatchObject({ code: 'THROTTLED', message: CODE_BUSY_MESSAGE });
    expect(await wrongCodesOf(w.orgId, w.userId)).toBe(0);
    expect((await callApi('advancePayEmployee-getAdvancePayBalance', {}, w.token)).status).toBe(200);
  });

  it('two sendVerificationCode requests at once: one code is sent, the other is throttled', async () => {
    const w = await employeeWorld();
    const results = await Promise.all(
      [150, 160].map((amount) =>
        callApi('advancePayEmployee-sendVerificationCode', { amount, reason: 'Bills' }, w.token),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
  });

  it('the summary cap alone: ten withdrawals of RM 300 at once under a RM 1,000 cap store three, never more', async () => {
    const w = await employeeWorld();
    const capSen = 100_000;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        createAdvanceTransaction(newTx(w.orgId, w.ic, 300), { maxWithdrawnThisPeriodSen: capSen }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    expect(won).toBe(3);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).name).toBe('WriteConflict');
    expect(await liveTotalSen(w.orgId, w.ic)).toBe(90_000);
    expect(await getWithdrawnThisPeriodSen(w.orgId, w.ic, periodOf().key)).toBe(90_000);
  });

  it('the frequency guard alone: five writes at once that all read the same guard, one is stored', async () => {
    const w = await employeeWorld();
    const seen = await readFrequencyGuard(w.orgId, w.ic);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => {
        const tx = newTx(w.orgId, w.ic, 100);
        return table.transact([
          ...newTransactionItems(tx, { maxWithdrawnThisPeriodSen: 1_000_000 }),
          frequencyGuardItem(w.orgId, w.ic, seen, tx),
        ]);
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await liveTotalSen(w.orgId, w.ic)).toBe(10_000);
    expect(await readFrequencyGuard(w.orgId, w.ic)).toBeDefined();
  });
});
