import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { epochSeconds } from '../../shared/domain/time/time';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { updateUser } from '../../lambdas/data/identity/users';
import { outboxMessages, signIn } from './api';
import { createTestUser } from './users';

import { employeeRecord, freshMobile } from './advance-pay-records';

export { freshMobile };

/** A fresh employee record with its own login (terms accepted), so no demo data is touched; `fields` override the record. */
export async function freshEmployee(orgId = 'demo', fields: Partial<EmployeeRecord> = {}) {
  const user = await createTestUser({ role: 'employee', orgId, acceptedTerms: true });
  const now = epochSeconds();
  const employee = employeeRecord(orgId, now, { userId: user.id, ...fields });
  await createEmployee(employee);
  await updateUser(orgId, user.id, { employeeICNumber: employee.employeeICNumber }, now);
  const session = await signIn(user.email, user.password);
  // The access token is what a password change sends besides the new and current passwords.
  return { user, employee, token: session.idToken, accessToken: session.accessToken };
}

/** The 6-digit code of the latest SMS sent to the number (waits a little: the browser's request may still be on its way). */
export async function codeSentTo(mobile: string, waitMs = 5000): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    const sms = (await outboxMessages(mobile)).find((m) => m.channel === 'sms');
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`No code was sent to ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
