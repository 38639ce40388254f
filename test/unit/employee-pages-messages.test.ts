import { describe, expect, it } from 'vitest';
import { en, type MessageId } from '../../shared/i18n/catalogue';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import { findMessage, Messages } from '../../shared/i18n/messages';
import { periodText } from '../../web/src/i18n/period';

/** The areas of the employee's Advance Pay pages (docs/i18n.md). */
const AREAS = ['dashboard.', 'advancePay.', 'statements.', 'status.', 'table.'];
const ids = (Object.keys(en) as MessageId[]).filter((id) => AREAS.some((area) => id.startsWith(area)));

describe('the messages of the employee Advance Pay pages', () => {
  it('has them', () => {
    expect(ids.length).toBeGreaterThan(150);
  });

  it("translates the server's words by their English, values kept", () => {
    const malay = new Messages('ms', ms);
    expect(malay.localize('Your Withdrawal limit is MYR 1,000.00!')).toBe('Had Pengeluaran anda ialah MYR 1,000.00!');
    expect(malay.localize('Wrong verification code. 1 try left before your account is locked.')).toBe(
      'Kod pengesahan salah. Tinggal 1 cubaan sebelum akaun anda dikunci.',
    );
    expect(malay.localize('Wrong verification code. 3 tries left before your account is locked.')).toBe(
      'Kod pengesahan salah. Tinggal 3 cubaan sebelum akaun anda dikunci.',
    );
    expect(findMessage('5 wrong verification codes')).toEqual({
      id: 'advancePay.wrongCodesReason',
      values: { count: '5' },
    });
    const chinese = new Messages('zh', zh);
    expect(chinese.localize('Medical')).toBe('医疗');
    expect(chinese.localize('Completed')).toBe('已完成');
  });

  it('shows a period the server words in English in the page language', () => {
    const chinese = new Messages('zh', zh);
    expect(periodText((m) => chinese.month(m), 'November 2026')).toBe('2026年11月');
    expect(periodText((m) => chinese.month(m), 'not a period')).toBe('not a period');
  });
});
