import { beforeAll, describe, expect, it } from 'vitest';
import { approvalHoursOf, decisionDueAt } from '../../shared/domain/advance-pay/approval-deadline';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import { paths } from '../../shared/routes';
import { klDateTimeText } from '../../shared/domain/time/time';
import { isoToDisplay } from '../../shared/domain/time/date-text';
import { expectedCreditDateOf } from '../../shared/domain/time/working-days';
import type { AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../shared/domain/money/money';
import { markEscalated } from '../../lambdas/data/advance-pay/advance-transactions-waiting';
import { businessCalendar } from '../../lambdas/data/calendar/calendar-read';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { expectPath, LoginPage, siteUrl, useBrowser } from './support/browser';
import { newPhonePage } from './support/phone';
import { expectPhoneFriendly } from './support/phone-friendly';

/**
 * The decision due time of a pending request (issue 33 line 2,
 * docs/rules.md#decision-deadline-and-escalation) on a 360 px phone, in the employee's language:
 * the request's details say by when a decision is due and, once escalated, that every Manager was
 * reminded; the dashboard's recent transactions say it too, with when the money is expected (and an
 * approved one when its money is expected).
 */
const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const CATALOGUE = { ms, zh } as const;

let world: Awaited<ReturnType<typeof advancePayWorld>>;
let txId: string;
let due: string;
let escalated: string;
let pending: AdvanceTransactionRecord;
let approved: AdvanceTransactionRecord;

beforeAll(async () => {
  world = await advancePayWorld();
  const tx = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { amount: 90 });
  txId = tx.id;
  pending = tx;
  approved = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, {
    amount: 70,
    status: 'approved',
  });
  const createdAt = new Date(tx.createdAt * 1000);
  const holidays = await businessCalendar(createdAt, new Date(createdAt.getTime() + 30 * 86_400_000));
  due = klDateTimeText(decisionDueAt(createdAt, approvalHoursOf(undefined), holidays));
  expect(await markEscalated(tx, 'escalatedAt', tx.createdAt + 60)).toBe(true);
  escalated = klDateTimeText(new Date((tx.createdAt + 60) * 1000));
}, 120_000);

describe('the decision due time on a phone', () => {
  for (const language of ['ms', 'zh'] as const) {
    it(`shows when the decision is due and the escalation, in ${language}`, async () => {
      const words = CATALOGUE[language];
      const { context, page } = await newPhonePage(browser(), language);
      const { email, password } = world.employee.user;
      await new LoginPage(page).signIn({ code: world.orgId, email, password });
      await expectPath(page, '/dashboard');
      await page.goto(siteUrl(paths.employeeTransaction({ transactionId: txId })));
      const note = page.getByTestId('detail-decision-due');
      await note.waitFor(WAIT);
      const text = await note.innerText();
      expect(text).toContain(words['advancePay.decisionDue'].replace('{time}', due));
      expect(text).toContain(words['advancePay.escalatedNote'].replace('{time}', escalated));
      await page.getByTestId('detail-expected-credit').waitFor(WAIT);
      await expectPhoneFriendly(page, language, `details, decision due ${language}`);
      await context.close();
    }, 120_000);
  }

  for (const language of ['ms', 'zh'] as const) {
    it(`shows on the dashboard when the decision is due and when the money is expected, in ${language}`, async () => {
      const words = CATALOGUE[language];
      const { context, page } = await newPhonePage(browser(), language);
      const { email, password } = world.employee.user;
      const before = new Date();
      await new LoginPage(page).signIn({ code: world.orgId, email, password });
      await expectPath(page, '/dashboard');
      const cards = page.getByTestId('table-recent-transactions').getByTestId('transaction-card');
      await expect.poll(() => cards.count(), WAIT).toBe(2);
      const after = new Date();
      const holidays = await businessCalendar(before, after);
      // As of the page's load (between `before` and `after`).
      const credit = (tx: AdvanceTransactionRecord) =>
        [before, after].map((at) => isoToDisplay(expectedCreditDateOf(tx, holidays, at)));

      const pendingCard = cards.filter({ hasText: formatRm(90) });
      const pendingText = await pendingCard.innerText();
      expect(pendingText).toContain(words['advancePay.decisionDueLabel']);
      expect(await pendingCard.getByTestId('transaction-decision-due').innerText()).toBe(due);
      expect(pendingText).toContain(words['advancePay.expectedCreditDate']);
      expect(credit(pending)).toContain(await pendingCard.getByTestId('transaction-expected-credit').innerText());

      const approvedCard = cards.filter({ hasText: formatRm(70) });
      expect(credit(approved)).toContain(await approvedCard.getByTestId('transaction-expected-credit').innerText());
      expect(await approvedCard.getByTestId('transaction-decision-due').count()).toBe(0);
      expect(await approvedCard.innerText()).not.toContain(words['advancePay.decisionDueLabel']);
      await expectPhoneFriendly(page, language, `dashboard, decision due ${language}`);
      await context.close();
    }, 120_000);
  }
});
