import { describe, expect, it } from 'vitest';
import { ADVANCE_STATUSES, type AdvanceStatus } from '../../shared/domain/advance-pay/advance-transaction';
import {
  ADMIN_MESSAGES,
  ADMIN_SETTABLE_STATUSES,
  ADMIN_TRANSITIONS,
  adminChangeRefusal,
  isLocked,
} from '../../shared/domain/money/bank-transfer';

const dates = { today: '2026-11-20', requestDate: '2026-11-10' };

describe('admin transitions (docs/rules.md#withdrawal-statuses)', () => {
  it('offers approved, processing, completed and cancelled', () => {
    expect([...ADMIN_SETTABLE_STATUSES]).toEqual(['approved', 'processing', 'completed', 'cancelled']);
  });

  it.each(['completed', 'cancelled', 'rejected'] as AdvanceStatus[])(
    'locks a %s transaction: every change refused as a state error',
    (status) => {
      expect(isLocked(status)).toBe(true);
      for (const to of ADMIN_SETTABLE_STATUSES) {
        const refusal = adminChangeRefusal(status, { status: to, transferDate: '2026-11-15', reason: 'x' }, dates);
        expect(refusal?.kind).toBe('state');
        expect(refusal?.message).toContain('can no longer be changed');
      }
    },
  );

  it.each(['pending', 'approved', 'processing'] as AdvanceStatus[])('refuses an unchanged status (%s)', (status) => {
    expect(adminChangeRefusal(status, { status }, dates)).toMatchObject({ kind: 'state', field: 'status' });
  });

  // The whole table, both ways: allowed moves pass (with what they need), the others are refused.
  const cases = ADVANCE_STATUSES.filter((s) => !isLocked(s)).flatMap((from) =>
    ADVANCE_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  it.each(cases)('%s → %s follows the table', (from, to) => {
    const refusal = adminChangeRefusal(
      from,
      { status: to, transferDate: to === 'completed' ? '2026-11-15' : undefined, reason: 'Bank refused' },
      dates,
    );
    const allowed = (ADMIN_TRANSITIONS[from] as readonly string[]).includes(to);
    if (allowed) expect(refusal).toBeUndefined();
    else expect(refusal).toMatchObject({ kind: 'state', field: 'status' });
  });

  it('never lets an admin set pending or rejected', () => {
    for (const from of ADVANCE_STATUSES) {
      expect(ADMIN_TRANSITIONS[from]).not.toContain('pending');
      expect(ADMIN_TRANSITIONS[from]).not.toContain('rejected');
    }
  });

  it('completed needs a transfer date, not in the future and not before the request', () => {
    expect(adminChangeRefusal('processing', { status: 'completed' }, dates)).toEqual({
      kind: 'argument',
      field: 'transferDate',
      message: ADMIN_MESSAGES.transferDateRequired,
    });
    expect(adminChangeRefusal('processing', { status: 'completed', transferDate: '2026-11-21' }, dates)?.message).toBe(
      ADMIN_MESSAGES.transferDateFuture,
    );
    expect(adminChangeRefusal('processing', { status: 'completed', transferDate: '2026-11-09' }, dates)?.message).toBe(
      ADMIN_MESSAGES.transferDateBeforeRequest,
    );
    expect(
      adminChangeRefusal('processing', { status: 'completed', transferDate: '2026-11-20' }, dates),
    ).toBeUndefined();
    expect(
      adminChangeRefusal('processing', { status: 'completed', transferDate: '2026-11-10' }, dates),
    ).toBeUndefined();
  });

  it('a transfer date is only given with completed', () => {
    expect(adminChangeRefusal('approved', { status: 'processing', transferDate: '2026-11-15' }, dates)).toMatchObject({
      kind: 'argument',
      field: 'transferDate',
    });
  });

  it('cancelled needs a reason (blank is none)', () => {
    expect(adminChangeRefusal('approved', { status: 'cancelled' }, dates)).toEqual({
      kind: 'argument',
      field: 'reason',
      message: ADMIN_MESSAGES.reasonRequired,
    });
    expect(adminChangeRefusal('approved', { status: 'cancelled', reason: '   ' }, dates)?.field).toBe('reason');
    expect(adminChangeRefusal('approved', { status: 'cancelled', reason: 'Duplicate request' }, dates)).toBeUndefined();
  });
});
