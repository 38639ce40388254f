import { beforeAll, describe, expect, it } from 'vitest';
import { approvalHoursOf, decisionDueAt } from '../../shared/domain/advance-pay/approval-deadline';
import { ms } from '../../shared/i18n/catalogue/ms';
import { zh } from '../../shared/i18n/catalogue/zh';
import { paths } from '../../shared/routes';
import { klDateTimeText } from '../../shared/domain/time/time';
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
 * reminded.
 */
const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const CATALOGUE = { ms, zh } as const;

let world: Awaited<ReturnType<typeof advancePayWorld>>;
let txId: string;
let due: string;
let escalated: string;

beforeAll(async () => {
  world = await advancePayWorld();
  const tx = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { amount: 90 });
  txId = tx.id;
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
});
