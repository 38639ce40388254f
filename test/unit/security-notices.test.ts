import { describe, expect, it } from 'vitest';
import {
  changedList,
  changeNoticeEmail,
  changeNoticeSms,
  noticeMessagesIn as messagesIn,
  lastFour,
  oldNumberNoticeSms,
  type NoticeContext,
} from '../../shared/domain/identity/security-notices';
import { BANK_CHANGE_REVIEW_SECONDS, bankChangeReview } from '../../shared/domain/advance-pay/withdrawal-rules';

// 23/11/2026 14:05 in Malaysia (UTC+8).
const at = Date.UTC(2026, 10, 23, 6, 5) / 1000;
const ctx: NoticeContext = {
  firstName: 'Aisyah',
  at,
  changedBy: { self: true },
  orgName: 'Demo Sdn Bhd',
  employerContact: 'manager@demo.test',
  supportContact: 'support@advance-pay.local',
};

describe('security notices', () => {
  it('never shows more than the last 4 digits of an account or number', () => {
    expect(lastFour('114011112222')).toBe('ending 2222');
    expect(lastFour('+60123456789')).toBe('ending 6789');
    expect(lastFour(undefined)).toBe('none');
  });

  it('names what changed, when (Malaysia time) and whom to contact', () => {
    const mail = changeNoticeEmail(
      [
        { kind: 'bankAccount', bank: 'Maybank', accountNumber: '114011112222', previousAccountNumber: '5555666677' },
        { kind: 'mobileNumber', mobileNumber: '+60111112222', previousMobileNumber: '+60123456789' },
      ],
      ctx,
    );
    expect(mail.subject).toBe('Your Advance Pay bank account and mobile number were changed');
    expect(mail.text).toContain('changed on 23/11/2026 14:05 (Malaysia time), from your account');
    expect(mail.text).toContain('Bank account: now Maybank, account ending 2222 (was ending 6677)');
    expect(mail.text).toContain('Mobile number: now ending 2222 (was ending 6789)');
    expect(mail.text).toContain('Demo Sdn Bhd (manager@demo.test)');
    expect(mail.text).toContain('support@advance-pay.local');
    expect(mail.text).toContain('need a manager’s approval');
    // Full numbers never appear.
    for (const secret of ['114011112222', '5555666677', '+60111112222', '+60123456789'])
      expect(mail.text).not.toContain(secret);
  });

  it('says who changed it when it was not the person', () => {
    const mail = changeNoticeEmail([{ kind: 'bankAccount', accountNumber: '1234567' }], {
      ...ctx,
      changedBy: { self: false, name: 'Manager Demo' },
    });
    expect(mail.text).toContain('by Manager Demo of Demo Sdn Bhd');
  });

  it('tells of a password change, and the old number of a number change', () => {
    expect(changeNoticeEmail([{ kind: 'password' }], ctx).subject).toBe('Your Advance Pay password was changed');
    expect(changedList([{ kind: 'password' }, { kind: 'bankAccount' }, { kind: 'mobileNumber' }])).toBe(
      'password, bank account and mobile number',
    );
    const sms = oldNumberNoticeSms(ctx);
    expect(sms).toContain('23/11/2026 14:05');
    expect(sms).toContain('support@advance-pay.local');
  });
});

describe('security notices in the person’s language', () => {
  const bank = {
    kind: 'bankAccount',
    bank: 'Maybank',
    accountNumber: '114011112222',
    previousAccountNumber: '55556677',
  } as const;
  it('writes the e-mail and the SMS in Bahasa Malaysia and Chinese, still with the last 4 digits only', () => {
    const ms = changeNoticeEmail([bank], { ...ctx, messages: messagesIn('ms') });
    expect(ms.subject).toBe('akaun bank Advance Pay anda telah diubah');
    expect(ms.text).toContain('Salam Aisyah,');
    expect(ms.text).toContain('- Akaun bank: kini Maybank, akaun berakhir 2222 (sebelum ini berakhir 6677).');
    expect(ms.text).toContain('waktu Malaysia');
    const zh = changeNoticeSms([bank], {
      ...ctx,
      changedBy: { self: false, name: 'Manager Demo' },
      messages: messagesIn('zh'),
    });
    expect(zh).toContain('由 Demo Sdn Bhd 的 Manager Demo 操作');
    expect(zh).toContain('现为 Maybank 账户尾号 2222（原为尾号 6677）');
    expect(zh).toContain('23/11/2026 14:05');
    for (const text of [ms.text, zh])
      for (const secret of ['114011112222', '55556677']) expect(text).not.toContain(secret);
    expect(changedList([{ kind: 'password' }, bank], messagesIn('zh'))).toBe('密码和银行账户');
  });
});

describe('the cooling-off after a bank account change', () => {
  it('lasts 24 hours from the change and says until when', () => {
    expect(bankChangeReview(undefined, at)).toBeNull();
    const review = bankChangeReview(at, at + 3600);
    expect(review?.until).toBe(at + BANK_CHANGE_REVIEW_SECONDS);
    expect(review?.message).toContain('changed on 23/11/2026 14:05');
    expect(review?.message).toContain('until 24/11/2026 14:05');
    expect(bankChangeReview(at, at + BANK_CHANGE_REVIEW_SECONDS - 1)).not.toBeNull();
    expect(bankChangeReview(at, at + BANK_CHANGE_REVIEW_SECONDS)).toBeNull();
  });
});
