import { NO_HOLIDAYS } from '../../shared/domain/time/business-calendar';
import { describe, expect, it } from 'vitest';
import type { AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import {
  stepOf,
  withdrawalNoticeEmail,
  withdrawalNoticeMessagesIn,
  withdrawalNoticeSms,
  type WithdrawalStep,
} from '../../shared/domain/advance-pay/withdrawal-notices';
import { asSen } from '../../shared/domain/money/money';

/** The withdrawal notices' texts and which changes are told (docs/rules.md#withdrawal-notices). */

const tx: AdvanceTransactionRecord = {
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  orgId: 'demo',
  employeeICNumber: '900101145678',
  status: 'completed',
  period: 'November 2026',
  periodKey: '2026-11',
  amountSen: asSen(123_456),
  netAmountSen: asSen(117_283),
  banking: { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '1140-1111-9876' },
  reasonForWithdrawal: 'Bills',
  reason: 'Not this month',
  transferDate: '2026-11-27',
  createdBy: 'Aina',
  createdAt: 1_795_000_000,
  modifiedAt: 1_795_000_000,
};

describe('which changes the employee is told of', () => {
  it.each([
    [undefined, 'pending', undefined, 'submitted'],
    [{ status: 'pending' }, 'approved', undefined, 'approved'],
    [{ status: 'pending' }, 'rejected', undefined, 'rejected'],
    [{ status: 'approved' }, 'cancelled', undefined, 'cancelled'],
    [{ status: 'approved' }, 'processing', true, 'sentToBank'],
    [{ status: 'processing', sentToBank: false }, 'processing', true, 'sentToBank'],
    [{ status: 'processing', sentToBank: true }, 'completed', true, 'completed'],
    // Not told: processing by hand, back to approved after a refused file, nothing changed.
    [{ status: 'approved' }, 'processing', undefined, undefined],
    [{ status: 'processing', sentToBank: true }, 'approved', undefined, undefined],
    [{ status: 'processing', sentToBank: true }, 'processing', true, undefined],
  ] as const)('%j → %s (sent %s) is %s', (before, status, sentToBank, step) => {
    expect(stepOf(before, { status, sentToBank })).toBe(step);
  });
});

describe('the texts', () => {
  const steps: WithdrawalStep[] = [
    'submitted',
    'approved',
    'rejected',
    'cancelled',
    'sentToBank',
    'completed',
    'instantFailed',
  ];

  it.each(['en', 'ms', 'zh'] as const)(
    'name the amount and at most the last 4 digits of the account, in %s',
    (language) => {
      const ctx = {
        firstName: 'Aina',
        messages: withdrawalNoticeMessagesIn(language),
        now: new Date(1_795_000_000_000),
        holidays: NO_HOLIDAYS,
      };
      for (const step of steps) {
        const sms = withdrawalNoticeSms(step, tx, ctx);
        const mail = withdrawalNoticeEmail(step, tx, ctx);
        for (const text of [sms, mail.subject, mail.text]) {
          expect(text).toContain('RM 1,234.56');
          expect(text).not.toMatch(/1140|11119876|1111-9876/);
          expect(text).not.toMatch(/\{\w+\}/);
        }
        expect(mail.text).toContain('Aina');
      }
    },
  );

  it('say the reason, the net amount and the dates dd/MM/yyyy', () => {
    const ctx = { firstName: 'Aina', now: new Date(1_795_000_000_000), holidays: NO_HOLIDAYS };
    expect(withdrawalNoticeSms('rejected', { ...tx, status: 'rejected' }, ctx)).toBe(
      'Advance Pay: Your withdrawal request of RM 1,234.56 was rejected. Reason: Not this month',
    );
    expect(withdrawalNoticeSms('completed', tx, ctx)).toBe(
      'Advance Pay: Your withdrawal of RM 1,234.56 was paid: RM 1,172.83 into your account ending 9876 on 27/11/2026.',
    );
    expect(withdrawalNoticeSms('cancelled', { ...tx, status: 'cancelled', reason: undefined }, ctx)).toBe(
      'Advance Pay: Your withdrawal request of RM 1,234.56 was cancelled. Reason: none given',
    );
    expect(withdrawalNoticeSms('approved', { ...tx, status: 'approved', banking: undefined }, ctx)).toMatch(
      /^Advance Pay: Your withdrawal request of RM 1,234\.56 was approved\. The money is expected in your bank account on \d\d\/\d\d\/\d{4}\.$/,
    );
  });

  it('say an instant payout was paid by DuitNow, or that it failed and goes with the batch, with its date', () => {
    // Sunday 22 November 2026, 10:00 in Malaysia: the next run is Monday's, the money Wednesday's.
    const now = new Date('2026-11-22T10:00:00+08:00');
    const ctx = { firstName: 'Aina', now, holidays: NO_HOLIDAYS };
    expect(withdrawalNoticeSms('completed', { ...tx, payout: 'instant', instantState: 'paid' }, ctx)).toBe(
      'Advance Pay: Your withdrawal of RM 1,234.56 was paid instantly by DuitNow: RM 1,172.83 into your account ending 9876 on 27/11/2026.',
    );
    const fellBack = {
      ...tx,
      status: 'approved' as const,
      payout: 'standard' as const,
      instantState: 'failed' as const,
    };
    expect(withdrawalNoticeSms('instantFailed', fellBack, ctx)).toBe(
      'Advance Pay: The instant payout of your withdrawal of RM 1,234.56 failed, so it goes with the next end-of-day bank transfer, without the instant fee: RM 1,172.83 to your account ending 9876, expected on 25/11/2026.',
    );
    const mail = withdrawalNoticeEmail('instantFailed', fellBack, {
      ...ctx,
      messages: withdrawalNoticeMessagesIn('zh'),
    });
    expect(mail.subject).toBe('Advance Pay：RM 1,234.56 的即时付款失败');
    expect(mail.text).toContain('25/11/2026');
  });
});
