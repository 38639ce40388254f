import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorInfoOf, expectRefused, okBody, outboxMessages, signIn } from '../support/api';
import { freshEmployee } from '../support/own-profile';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const tokens = {} as Record<'manager' | 'otherManager' | 'executive', string>;
beforeAll(async () => {
  const [manager, otherManager, executive] = await Promise.all(
    ['manager@demo.test', 'manager@other.test', 'executive@demo.test'].map(
      async (e) => (await signIn(e, DEMO_PASSWORD)).idToken,
    ),
  );
  Object.assign(tokens, { manager, otherManager, executive });
});

/** The employee's row of the list, searched by IC number (the demo organisation's list is longer than a page). */
const missingRow = async (token: string, ic: string) =>
  okBody(await callApi('employees-getEmployeesWithMissingPaymentElection', { search: ic }, token)).items.find(
    (e) => e.employeeICNumber === ic,
  );

describe('payment election reminders', () => {
  it('e-mails the employee a link to Elected Wallets, once a day at most, and the list shows when', async () => {
    const email = `remind-${Date.now()}@example.test`;
    const { employee } = await freshEmployee('demo', { email });
    expect(await missingRow(tokens.manager, employee.employeeICNumber)).toMatchObject({ allocatedPercentage: 0 });

    const sent = okBody(
      await callApi(
        'employees-sendPaymentElectionReminder',
        { employeeICNumber: employee.employeeICNumber },
        tokens.manager,
      ),
    );

    const [mail] = await outboxMessages(email);
    expect(mail.channel).toBe('email');
    expect(mail.text).toContain('You have not chosen an e-wallet to receive your benefits yet.');
    expect(mail.text).toMatch(/Complete your election at \S*\/elected-wallets$/m);
    expect(await missingRow(tokens.manager, employee.employeeICNumber)).toMatchObject({
      reminderSentAt: sent.sentAt,
    });
    // A second reminder the same day (by anyone) is refused and sends nothing.
    const again = await callApi(
      'employees-sendPaymentElectionReminder',
      { employeeICNumber: employee.employeeICNumber },
      tokens.executive,
    );
    expectRefused(again, 429);
    expect(errorInfoOf(again).message).toMatch(/less than 24 hours ago/);
    expect(await outboxMessages(email)).toHaveLength(1);
  });

  it('is refused to employees, to other organisations and for employees it cannot reach', async () => {
    const { employee, token } = await freshEmployee('demo', { email: `remind2-${Date.now()}@example.test` });
    const input = { employeeICNumber: employee.employeeICNumber };
    expectRefused(await callApi('employees-sendPaymentElectionReminder', input, token), 403);
    expectRefused(await callApi('employees-sendPaymentElectionReminder', input, tokens.otherManager), 404);

    const { employee: noEmail } = await freshEmployee('demo');
    const refused = await callApi(
      'employees-sendPaymentElectionReminder',
      { employeeICNumber: noEmail.employeeICNumber },
      tokens.manager,
    );
    expectRefused(refused, 409);
    expect(errorInfoOf(refused).message).toMatch(/has no e-mail address/);
    expect(await missingRow(tokens.manager, noEmail.employeeICNumber)).not.toHaveProperty('reminderSentAt');
  });
});
