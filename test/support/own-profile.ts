import type { Employee } from '../../shared/domain/employee';
import { epochSeconds } from '../../shared/domain/time';
import { createEmployee } from '../../lambdas/data/employees';
import { updateUser } from '../../lambdas/data/users';
import { outboxMessages, signIn } from './api';
import { createTestUser } from './users';

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
export const freshMobile = () => `+6011${digits(8)}`;

/** A fresh employee record with its own login (terms accepted), so no demo data is touched; `fields` override the record. */
export async function freshEmployee(orgId = 'demo', fields: Partial<Employee> = {}) {
  const user = await createTestUser({ role: 'employee', orgId, acceptedTerms: true });
  const now = epochSeconds();
  const employee: Employee = {
    employeeICNumber: `8${digits(11)}`,
    orgId,
    firstName: 'Nur',
    lastName: 'Hidayah',
    name: 'Nur Hidayah',
    mobileNumber: freshMobile(),
    mobileNumberVerified: true,
    status: 'approved',
    salary: 3000,
    jobLevel: 'Staff',
    advancePayWithdrawalsDisabled: false,
    userId: user.id,
    createdAt: now,
    modifiedAt: now,
    ...fields,
  };
  await createEmployee(employee);
  await updateUser(orgId, user.id, { employeeICNumber: employee.employeeICNumber }, now);
  const token = (await signIn(user.email, user.password)).idToken;
  return { user, employee, token };
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
