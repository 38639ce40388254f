import { describe, expect, it } from 'vitest';
import {
  ELECTION_MESSAGES,
  ElectionFieldsSchema,
  electionProblem,
  isElectionComplete,
  isOverAllocated,
  isOwnScreenshotKey,
  shareRm,
  totalAfter,
} from '../../shared/domain/benefits/wallet-election';
import { electionReminderEmail } from '../../shared/domain/benefits/election-reminder';
import { messagesIn } from '../../shared/i18n/server-messages';
import {
  benefitApplies,
  benefitTransition,
  entitledBenefits,
  pendingOnly,
} from '../../shared/domain/benefits/benefit-rules';
import { rmToSen } from '../../shared/domain/money/money';

const fields = { walletId: 'w1', accountNumber: '0123', percentage: 50, accountVerified: 'Yes' as const };

describe('wallet election rules', () => {
  it.each([
    [0, ELECTION_MESSAGES.tooLow],
    [101, ELECTION_MESSAGES.tooHigh],
    [50.5, 'Use a whole number'],
  ])('refuses the percentage %s with its message', (percentage, message) => {
    const res = ElectionFieldsSchema.safeParse({ ...fields, percentage });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('takes whole percentages from 1 to 100', () => {
    expect(ElectionFieldsSchema.safeParse({ ...fields, percentage: 1 }).success).toBe(true);
    expect(ElectionFieldsSchema.safeParse({ ...fields, percentage: 100 }).success).toBe(true);
  });

  it('requires the wallet, account number and verification (*Required)', () => {
    const res = ElectionFieldsSchema.safeParse({ walletId: '', accountNumber: ' ', percentage: 10 });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['walletId', '*Required'],
        ['accountNumber', '*Required'],
      ]),
    );
  });

  it('never goes above 100%, and is complete at exactly 100%', () => {
    expect(totalAfter(60, 0, 40)).toBe(100);
    expect(isOverAllocated(totalAfter(60, 0, 41))).toBe(true);
    // An edit counts the allocation's new percentage instead of its old one.
    expect(isOverAllocated(totalAfter(100, 60, 50))).toBe(false);
    expect(isElectionComplete(100)).toBe(true);
    expect(isElectionComplete(99)).toBe(false);
  });

  it('refuses an unverified account, and a verified one without any screenshot', () => {
    expect(electionProblem({ accountVerified: 'No' }, true)?.field).toBe('accountVerified');
    expect(electionProblem({ accountVerified: 'Yes' }, false)?.field).toBe('statusVerificationScreenshot');
    expect(electionProblem({ accountVerified: 'Yes' }, true)).toBeUndefined();
    expect(
      electionProblem({ accountVerified: 'Yes', statusVerificationScreenshot: { key: 'k' } }, false),
    ).toBeUndefined();
  });

  it("accepts only screenshots of the employee's own folder", () => {
    const own = 'orgs/demo/employees/900101145678/wallet-screenshots/01J/a.png';
    expect(isOwnScreenshotKey(own, 'demo', '900101145678')).toBe(true);
    expect(isOwnScreenshotKey(own, 'other', '900101145678')).toBe(false);
    expect(isOwnScreenshotKey(own, 'demo', '900101145679')).toBe(false);
    expect(
      isOwnScreenshotKey('orgs/demo/employees/900101145678/wallet-screenshots/../../1/a.png', 'demo', '900101145678'),
    ).toBe(false);
  });

  it('splits the entitled benefits by percentage, to 2 decimals', () => {
    expect(shareRm(60, 123.45)).toBe(74.07);
    expect(shareRm(40, 123.45)).toBe(49.38);
    expect(shareRm(100, 0)).toBe(0);
  });
});

describe('employee benefit rules', () => {
  it('lets anyone save or submit, and only managers approve, only from Pending Approval', () => {
    expect(benefitTransition('Approved', 'Draft', { isManager: false })).toEqual({ allowed: true });
    expect(benefitTransition('Draft', 'Pending Approval', { isManager: false })).toEqual({ allowed: true });
    expect(benefitTransition('Pending Approval', 'Approved', { isManager: false })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(benefitTransition('Draft', 'Approved', { isManager: true })).toMatchObject({ code: 'INVALID_STATE' });
    expect(benefitTransition('Approved', 'Approved', { isManager: true })).toMatchObject({ code: 'INVALID_STATE' });
    expect(benefitTransition('Pending Approval', 'Approved', { isManager: true })).toEqual({ allowed: true });
  });

  it('bulk approves only the Pending Approval ones', () => {
    const items = [{ status: 'Draft' }, { status: 'Pending Approval' }, { status: 'Approved' }] as const;
    expect(pendingOnly(items)).toEqual([{ status: 'Pending Approval' }]);
  });

  it('pays an employee the Approved benefits of their category, and of their office when the benefit names one', () => {
    const b = (over: object) => ({
      status: 'Approved' as const,
      employeeCategoryId: 'c1',
      officeCode: 'KL',
      amountSen: rmToSen(100.1),
      ...over,
    });
    const benefits = [
      b({}),
      b({ officeCode: 'JB' }),
      b({ status: 'Draft' }),
      b({ employeeCategoryId: 'c2' }),
      b({ officeCode: '', amountSen: rmToSen(0.2) }),
    ];
    expect(entitledBenefits(benefits, { employeeCategoryId: 'c1', officeCode: 'KL' }).totalSen).toBe(rmToSen(100.3));
    // Office codes compare without case; without an office, only the benefits that name none.
    expect(entitledBenefits(benefits, { employeeCategoryId: 'c1', officeCode: 'kl ' }).totalSen).toBe(rmToSen(100.3));
    expect(entitledBenefits(benefits, { employeeCategoryId: 'c1' }).benefits).toEqual([
      b({ officeCode: '', amountSen: rmToSen(0.2) }),
    ]);
    expect(entitledBenefits(benefits, {}).benefits).toEqual([]);
    expect(benefitApplies(b({}), { employeeCategoryId: 'c2' })).toBe(false);
  });
});

describe('the payment election reminder', () => {
  it('says how much is allocated, what it means and where to complete it', () => {
    const partial = electionReminderEmail({
      firstName: 'Aisyah',
      orgName: 'Demo Sdn Bhd',
      allocatedPercentage: 60,
      link: 'https://app.example/elected-wallets',
    });
    expect(partial.subject).toBe('Demo Sdn Bhd: choose the e-wallets that receive your benefits');
    expect(partial.text).toContain(
      'You have allocated 60% of your benefits to e-wallets; the remaining 40% has nowhere to go.',
    );
    expect(partial.text).toContain('benefit pay runs of Demo Sdn Bhd cannot pay you');
    expect(partial.text.split('\n').at(-1)).toBe('Complete your election at https://app.example/elected-wallets');
    const none = electionReminderEmail({ firstName: 'Ali', orgName: 'Demo', allocatedPercentage: 0, link: '/x' });
    expect(none.text).toContain('You have not chosen an e-wallet to receive your benefits yet.');
  });

  it('is written in the employee’s language', () => {
    const input = { firstName: 'Aisyah', orgName: 'Demo Sdn Bhd', allocatedPercentage: 60, link: '/elected-wallets' };
    const ms = electionReminderEmail({ ...input, messages: messagesIn('ms') });
    expect(ms.subject).toBe('Demo Sdn Bhd: pilih e-dompet yang menerima manfaat anda');
    expect(ms.text).toContain('Salam Aisyah,');
    expect(ms.text).toContain('baki 40%');
    const zh = electionReminderEmail({ ...input, messages: messagesIn('zh') });
    expect(zh.subject).toBe('Demo Sdn Bhd：请选择接收福利的电子钱包');
    expect(zh.text).toContain('其余 40%');
    expect(zh.text.split('\n').at(-1)).toBe('请在 /elected-wallets 完成选择');
  });
});
