import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../shared/i18n/catalogue';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import type { Language } from '../../shared/i18n/languages';
import { Messages } from '../../shared/i18n/messages';
import type { MessageId } from '../../shared/i18n/catalogue';
import { paths } from '../../shared/routes';
import { isoToDisplay } from '../../shared/domain/time/date-text';
import { klDate } from '../../shared/domain/time/time';
import { listEmployeeAdvanceTransactions } from '../../lambdas/data/advance-pay/advance-transactions';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, expectOk } from '../support/api';
import { codeSentTo } from '../support/own-profile';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * Instant payout on Get Paid (issue 33 line 3, docs/rules.md#instant-payout) on a 360×780 phone in
 * each language: an organisation offering it (fee 1.5%, service fee 5%), Standard chosen at first;
 * the employee chooses Instant, sees its fee in RM and % and what they receive after both fees,
 * confirms with the SMS code, and the request's details show it paid by DuitNow with the fee and
 * the reference. And one that fell back to the end-of-day batch says so.
 */
const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const CATALOGUES = { en, ms, zh } as const;
const INSTANT_ON = { instantPayout: 'yes' as const, instantPayoutFeePercentage: 1.5 };

const words = (language: Language) => {
  const messages = new Messages(language, CATALOGUES[language]);
  return (id: MessageId, values?: Record<string, string | number>) => messages.format(id, values);
};
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

/** The employee of `world` signed in on a phone in `language`. */
async function signedIn(world: Awaited<ReturnType<typeof advancePayWorld>>, language: Language) {
  const { context, page } = await newPhonePage(browser(), language);
  const { email, password } = world.employee.user;
  await new LoginPage(page).signIn({ code: world.orgId, email, password });
  await expectPath(page, '/dashboard');
  return { context, page };
}

describe('instant payout on a phone', () => {
  for (const language of ['ms', 'en', 'zh'] as const) {
    it(`the employee chooses Instant, sees its fee, confirms with the code, and the details show it paid, in ${language}`, async () => {
      const t = words(language);
      const world = await advancePayWorld({ org: INSTANT_ON, policy: { autoApproval: true } });
      const { context, page } = await signedIn(world, language);
      await page.goto(siteUrl(paths.getPaid()));
      await page.getByTestId('payout-field').waitFor(WAIT);
      await page.getByTestId('amount').locator('input').first().fill('200');

      // Standard unless the employee chooses otherwise; both options a thumb can hit.
      const standard = page.getByTestId('payout-standard');
      const instant = page.getByTestId('payout-instant');
      expect(await standard.getAttribute('aria-checked')).toBe('true');
      expect(await instant.getAttribute('aria-checked')).toBe('false');
      for (const option of [standard, instant]) expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await text(page, 'you-receive')).toBe(
        t('advancePay.youReceiveAfterFee', { net: 'RM 190.00', fee: 'RM 10.00' }),
      );
      expect(await text(page, 'payout-instant-text')).toBe(
        t('advancePay.payoutInstantText', { fee: 'RM 3.00', percent: 1.5 }),
      );
      await expectPhoneFriendly(page, language, `Get Paid with instant payout offered, ${language}`);

      await instant.click();
      expect(await instant.getAttribute('aria-checked')).toBe('true');
      await expect
        .poll(() => text(page, 'you-receive'), WAIT)
        .toBe(t('advancePay.youReceiveInstant', { net: 'RM 187.00', fee: 'RM 10.00', instantFee: 'RM 3.00' }));
      expect(await text(page, 'instant-fee')).toBe(t('advancePay.feeOfAmount', { fee: 'RM 3.00', percent: 1.5 }));
      expect(await text(page, 'net-amount')).toBe('RM 187.00');
      expect(await text(page, 'expected-credit')).toBe(t('advancePay.expectedInstantNow'));
      await expectPhoneFriendly(page, language, `Get Paid, Instant chosen, ${language}`);

      // The code is sent for the instant payout, and confirms it.
      await page.getByTestId('send-code').click();
      await page.getByTestId('code-sent').waitFor(WAIT);
      const code = await codeSentTo(world.employee.employee.mobileNumber!, 15_000);
      await page.getByTestId('verification-code').locator('input').first().fill(code);
      await page.getByTestId('get-paid-submit').click();
      await expectPath(page, '/dashboard');
      const ic = world.employee.employee.employeeICNumber;
      await expect.poll(async () => (await listEmployeeAdvanceTransactions(world.orgId, ic)).length, WAIT).toBe(1);
      const [tx] = await listEmployeeAdvanceTransactions(world.orgId, ic);
      expect(tx).toMatchObject({ status: 'completed', payout: 'instant', instantFeeSen: 300, netAmountSen: 18_700 });

      // The details: paid by DuitNow, with the fee and the reference.
      await page.goto(siteUrl(paths.employeeTransaction({ transactionId: tx.id })));
      await page.getByTestId('detail-payout').waitFor(WAIT);
      expect(await text(page, 'detail-payout')).toBe(t('advancePay.payoutInstant'));
      expect(await text(page, 'detail-status')).toBe(t('status.completed'));
      expect(await text(page, 'detail-instant-fee')).toBe('RM 3.00 (1.5%)');
      expect(await text(page, 'detail-net-amount')).toBe('RM 187.00');
      expect(await text(page, 'detail-gateway-reference')).toBe(tx.gatewayReference);
      await page.getByTestId('transaction-timeline').waitFor(WAIT);
      expect(await text(page, 'transaction-timeline')).toContain(t('advancePay.instantPayoutStep'));
      expect(await page.getByTestId('detail-instant-failed').count()).toBe(0);
      await expectPhoneFriendly(page, language, `details of an instant payout, ${language}`);
      await context.close();
    }, 120_000);
  }

  it('an instant payout that failed says it goes with the next end-of-day batch, without the instant fee', async () => {
    const t = words('ms');
    // 0000…: the sandbox gateway refuses it; the Manager's approval pays it, and it falls back.
    const world = await advancePayWorld({ org: INSTANT_ON, employee: { accountNumber: '000012345678' } });
    const { token } = world.employee;
    expectOk(
      await callApi(
        'advancePayEmployee-sendVerificationCode',
        { amount: 200, reason: 'Bills', payout: 'instant' },
        token,
      ),
    );
    const verificationCode = await codeSentTo(world.employee.employee.mobileNumber!);
    const tx = await callApi(
      'advancePayEmployee-initiateTransaction',
      { amount: 200, reasonForWithdrawal: 'Bills', verificationCode, payout: 'instant' },
      token,
    );
    expectOk(tx);
    expectOk(
      await callApi(
        'advancePayManagement-updateTransaction',
        { status: 'approved', transactionId: tx.body.id, employeeICNumber: tx.body.employeeICNumber },
        world.manager.token,
      ),
    );

    const { context, page } = await signedIn(world, 'ms');
    await page.goto(siteUrl(paths.employeeTransaction({ transactionId: tx.body.id })));
    await page.getByTestId('detail-instant-failed').waitFor(WAIT);
    expect(await text(page, 'detail-instant-failed')).toBe(t('advancePay.instantFailedNote'));
    expect(await text(page, 'detail-payout')).toBe(t('advancePay.payoutStandardDetail'));
    expect(await text(page, 'detail-net-amount')).toBe('RM 190.00');
    expect(await page.getByTestId('detail-instant-fee').count()).toBe(0);
    // With the batch now: not today's date.
    expect(await text(page, 'detail-expected-credit')).not.toBe(isoToDisplay(klDate()));
    await expectPhoneFriendly(page, 'ms', 'details of a failed instant payout');
    await context.close();
  }, 120_000);
});
