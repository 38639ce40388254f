import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import {
  changeSelfLimits,
  NO_SELF_LIMITS,
  pendingSelfLimits,
  SELF_LIMIT_RAISE_DELAY_SECONDS,
  selfLimitBlock,
  selfLimitsAt,
  selfLimitsOutput,
  type SelfLimitValues,
} from '../../shared/domain/advance-pay/self-limits';
import { evaluateWithdrawal, refusalFor, type WithdrawalFacts } from '../../lambdas/services/advance-pay/withdrawals';
import { kl, withdrawalFacts } from '../support/withdrawal-facts';

/** A Malaysian local time as Unix seconds. */
const sec = (iso: string) => Math.floor(kl(iso).getTime() / 1000);
const DAY = 24 * 3600;

const limits = (over: Partial<SelfLimitValues>): SelfLimitValues => ({ ...NO_SELF_LIMITS, ...over });

describe('changing the limits an employee sets for themselves', () => {
  const now = sec('2026-11-15T10:00:00');

  it('applies a narrowing at once: a first cap, a lower cap, a longer gap, a later lock', () => {
    const first = changeSelfLimits(undefined, limits({ monthlyCapSen: 50_000, minDaysBetween: 7 }), now);
    expect(selfLimitsAt(first, now)).toEqual(limits({ monthlyCapSen: 50_000, minDaysBetween: 7 }));
    expect(first.pending).toBeUndefined();
    const lower = changeSelfLimits(
      first,
      limits({ monthlyCapSen: 30_000, minDaysBetween: 14, lockedUntil: '2026-12-01' }),
      now + 60,
    );
    expect(selfLimitsAt(lower, now + 60)).toEqual(
      limits({ monthlyCapSen: 30_000, minDaysBetween: 14, lockedUntil: '2026-12-01' }),
    );
    expect(lower.pending).toBeUndefined();
  });

  it('lets a widening wait 24 hours, the old limit in force until then', () => {
    const set = changeSelfLimits(undefined, limits({ monthlyCapSen: 30_000, lockedUntil: '2026-12-01' }), now);
    const raised = changeSelfLimits(set, limits({ monthlyCapSen: 80_000, lockedUntil: null }), now + 100);
    expect(raised.pending).toEqual({
      monthlyCapSen: 80_000,
      lockedUntil: null,
      effectiveAt: now + 100 + SELF_LIMIT_RAISE_DELAY_SECONDS,
    });
    expect(selfLimitsAt(raised, now + 100 + DAY - 1)).toEqual(
      limits({ monthlyCapSen: 30_000, lockedUntil: '2026-12-01' }),
    );
    expect(selfLimitsAt(raised, now + 100 + DAY)).toEqual(limits({ monthlyCapSen: 80_000 }));
    expect(pendingSelfLimits(raised, now + 100 + DAY)).toBeUndefined();
  });

  it('treats removing a cap or a gap, or a shorter gap, as widening; a mixed change splits', () => {
    const set = changeSelfLimits(undefined, limits({ monthlyCapSen: 30_000, minDaysBetween: 14 }), now);
    const mixed = changeSelfLimits(set, limits({ monthlyCapSen: 20_000, minDaysBetween: 3 }), now);
    expect(selfLimitsAt(mixed, now)).toEqual(limits({ monthlyCapSen: 20_000, minDaysBetween: 14 }));
    expect(mixed.pending).toMatchObject({ minDaysBetween: 3 });
    expect(mixed.pending).not.toHaveProperty('monthlyCapSen');
    const removed = changeSelfLimits(set, NO_SELF_LIMITS, now);
    expect(selfLimitsAt(removed, now)).toEqual(limits({ monthlyCapSen: 30_000, minDaysBetween: 14 }));
    expect(removed.pending).toMatchObject({ monthlyCapSen: null, minDaysBetween: null });
  });

  it('drops a waiting widening the employee takes back, and never lets a new request restart a narrowing', () => {
    const set = changeSelfLimits(undefined, limits({ monthlyCapSen: 30_000 }), now);
    const raised = changeSelfLimits(set, limits({ monthlyCapSen: 80_000 }), now + 10);
    const back = changeSelfLimits(raised, limits({ monthlyCapSen: 30_000 }), now + 20);
    expect(back.pending).toBeUndefined();
    expect(selfLimitsAt(back, now + 2 * DAY)).toEqual(limits({ monthlyCapSen: 30_000 }));
  });

  it('forgets a lock whose day has come', () => {
    const set = changeSelfLimits(undefined, limits({ lockedUntil: '2026-11-17' }), now);
    expect(selfLimitsAt(set, sec('2026-11-16T23:59:00')).lockedUntil).toBe('2026-11-17');
    expect(selfLimitsAt(set, sec('2026-11-17T00:00:00')).lockedUntil).toBeNull();
  });

  it('shows the limits in RM with what waits and when', () => {
    const set = changeSelfLimits(undefined, limits({ monthlyCapSen: 30_050 }), now);
    const raised = changeSelfLimits(set, limits({ monthlyCapSen: null }), now);
    expect(selfLimitsOutput(raised, now)).toEqual({
      monthlyCap: 300.5,
      minDaysBetween: null,
      lockedUntil: null,
      pending: { monthlyCap: null, effectiveAt: now + DAY, effectiveAtText: '16/11/2026 10:00' },
    });
  });
});

describe('what the limits refuse', () => {
  const at = kl('2026-11-15T10:00:00');

  it('refuses every request while locked, naming the date and how to unlock', () => {
    expect(selfLimitBlock(limits({ lockedUntil: '2026-11-20' }), [], at)).toEqual({
      reason: 'ownLock',
      message:
        'You locked your withdrawals until 20/11/2026. You can change this in your Profile: an unlock takes effect 24 hours after you ask for it.',
    });
  });

  it('refuses within the gap after the last request, naming the day of the next one', () => {
    const gap = limits({ minDaysBetween: 7 });
    expect(selfLimitBlock(gap, [kl('2026-11-10T23:00:00')], at)?.message).toBe(
      'You asked for at least 7 days between your withdrawals. You can make your next request on 17/11/2026.',
    );
    expect(selfLimitBlock(gap, [kl('2026-11-08T09:00:00')], at)).toBeUndefined();
  });
});

describe('the limits within the evaluation of a request', () => {
  /** 10,000 sen (RM 100) withdrawn already this month. */
  const facts = (over: Partial<WithdrawalFacts> = {}) => withdrawalFacts({ withdrawnSen: asSen(10_000), ...over });

  it('narrows what can be withdrawn to what the own cap leaves, and says so above it', () => {
    const e = evaluateWithdrawal(facts({ selfLimits: limits({ monthlyCapSen: 40_000 }) }));
    expect(e.withdrawableSen).toBe(30_000);
    expect(e.maxWithdrawnSen).toBe(40_000); // the write's condition holds the own cap too
    expect(e.ownCapBinds).toBe(true);
    expect(refusalFor(e, asSen(30_000))).toBeUndefined();
    expect(refusalFor(e, asSen(30_001))).toEqual({
      reason: 'aboveOwnLimit',
      message:
        'Your own monthly limit is RM 400.00: RM 300.00 of it is left this month. You can change it in your Profile.',
    });
  });

  it("never widens the employer's limit: a cap above it leaves the employer's message", () => {
    const e = evaluateWithdrawal(facts({ selfLimits: limits({ monthlyCapSen: 500_000 }) }));
    expect(e.withdrawableSen).toBe(65_000);
    expect(e.ownCapBinds).toBe(false);
    expect(refusalFor(e, asSen(70_000))?.reason).toBe('aboveLimit');
  });

  it("blocks on the own lock and gap after the employer's rules", () => {
    const locked = evaluateWithdrawal(facts({ selfLimits: limits({ lockedUntil: '2026-11-20' }) }));
    expect(locked.blocked?.reason).toBe('ownLock');
    const cutOffToo = evaluateWithdrawal(
      facts({ at: kl('2026-11-26T10:00:00'), selfLimits: limits({ lockedUntil: '2026-11-30' }) }),
    );
    expect(cutOffToo.blocked?.reason).toBe('cutOff');
    const gap = evaluateWithdrawal(
      facts({ previous: [kl('2026-11-14T10:00:00')], selfLimits: limits({ minDaysBetween: 3 }) }),
    );
    expect(gap.blocked?.reason).toBe('ownGap');
  });
});
